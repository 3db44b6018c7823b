import { msg } from '@lingui/core/macro';
import { lazy, Suspense, useCallback, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { contentModal } from '../components/content/ContentModal';
import { CONTENT_KEYS } from '../components/content/content-keys';
import type { AppModalId } from '../lib/availability';
import { withCatalogue } from '../lib/i18n/catalogues';
import type { AppModalProps } from '../lib/modal-props';

export type { AppModalProps } from '../lib/modal-props';

/**
 * The modals that exist in this build (login, register, forgot password, About Us,
 * Terms, Disclaimer, FAQ, Privacy Policy, How it Works, Cookie Preferences). This is the one
 * switch for them: every link or button that opens a modal (menus, footer, Welcome's Register
 * and Forgot password) shows only when its modal is registered here. Later issues add entries,
 * e.g. `register: lazy(() => import('../features/auth/RegisterModal'))`.
 */
export const appModals: Partial<Record<AppModalId, ComponentType<AppModalProps>>> = {
  register: lazy(withCatalogue('registration', () => import('../features/registration/RegisterModal'))),
  forgotPassword: lazy(
    withCatalogue('registration', () => import('../features/registration/ForgotPasswordModal')),
  ),
  aboutUs: contentModal(CONTENT_KEYS.about, msg`About Us`),
  terms: contentModal(CONTENT_KEYS.terms, msg`Terms and Conditions`),
  disclaimer: contentModal(CONTENT_KEYS.disclaimer, msg`Disclaimer`),
  faq: contentModal(CONTENT_KEYS.faq, msg`FAQ`),
  privacyPolicy: contentModal(CONTENT_KEYS.privacy, msg`Privacy Policy`),
  howItWorks: contentModal(CONTENT_KEYS.howItWorks, msg`How it Works`),
  cookiePreferences: lazy(() => import('../features/cookies/CookiePreferencesModal')),
};

export const registeredModals: ReadonlySet<AppModalId> = new Set(Object.keys(appModals) as AppModalId[]);

/** Holds which registered modal is open and renders it. */
export function useModalHost(): { openModal(id: AppModalId): void; host: ReactNode } {
  const [openId, setOpenId] = useState<AppModalId | null>(null);
  const openModal = useCallback((id: AppModalId) => setOpenId(appModals[id] ? id : null), []);
  const host = useMemo(() => {
    const Modal = openId ? appModals[openId] : undefined;
    return Modal ? (
      <Suspense fallback={null}>
        <Modal opened onClose={() => setOpenId(null)} />
      </Suspense>
    ) : null;
  }, [openId]);
  return { openModal, host };
}
