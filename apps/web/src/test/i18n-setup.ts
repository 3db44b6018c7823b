import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * Unit tests of plain modules (lib/, build/) run with no catalogue loaded: English, the source,
 * compiled from the macros' own text. Component tests load the real catalogues (render-screen).
 */
i18n.setMessagesCompiler(compileMessage);
i18n.loadAndActivate({ locale: 'en-GB', messages: {} });
