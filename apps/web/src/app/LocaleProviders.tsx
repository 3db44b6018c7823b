import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { DirectionProvider, useDirection } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { activeLocale } from '../lib/i18n/active-locale';
import { localeFor, showLocale } from '../lib/i18n/language';
import { directionOf } from '../lib/i18n/locales';
import { useSession } from '../lib/member-data';
import { useStore } from '../lib/store';

/** Mantine's components (menus, drawers, sliders) follow the language's direction. */
function DirectionFollower() {
  const locale = useStore(activeLocale);
  const { setDirection } = useDirection();
  useEffect(() => setDirection(directionOf(locale)), [locale, setDirection]);
  return null;
}

/**
 * Signing in, out, or saving a language in the profile changes who decides the language: the
 * member's choice and cluster, or the visitor's. The interface follows.
 */
function LanguageFollower() {
  const session = useSession();
  const member = session.status === 'member' ? session.data.memberData : undefined;
  const wanted = session.status === 'loading' ? undefined : localeFor(member);
  useEffect(() => {
    if (wanted) void showLocale(wanted);
  }, [wanted]);
  return null;
}

/** Lingui's provider (every <Trans> re-renders on a switch) and the text direction. */
export function LocaleProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <DirectionProvider initialDirection={directionOf(activeLocale.get())} detectDirection={false}>
        <DirectionFollower />
        <LanguageFollower />
        {children}
      </DirectionProvider>
    </I18nProvider>
  );
}
