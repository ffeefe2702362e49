import { matchMeSection } from '../pages/me/me-sections.ts';
import { signedInOnly, signedOutOnly } from '../pages/account/route-guard.tsx';
import { accountPageTexts } from '../i18n/site-texts.ts';
import { lazyPagesWith, type SiteRoute } from './site-route.ts';

const lazyPage = lazyPagesWith(accountPageTexts);

/**
 * The account routes of account.md §2 (/auth, /login, /registration, /me/…, /verify/…, /clubs,
 * /results, …), mounted by site/site-routes.tsx after the purchase routes and before the
 * not-found page. Guards wrap the lazy pages (site/pages/account/route-guard.tsx), so a visitor
 * who is sent elsewhere never loads the page's chunk.
 *
 * The personal area is one route, /me/*?: its layout (side menu, promo, similar events) stays
 * mounted while the sections change, and each section's guard target comes from
 * site/pages/me/me-sections.ts (/login for settings, clubs and activity; /auth for the rest).
 */
const socialPage = () => import('../pages/account/social-auth-page.tsx');

export const accountRoutes: readonly SiteRoute[] = [
  { path: '/auth', page: signedOutOnly(lazyPage(() => import('../pages/account/auth-page.tsx'), (m) => m.AuthPage)) },
  { path: '/login', page: signedOutOnly(lazyPage(() => import('../pages/account/login-page.tsx'), (m) => m.LoginPage)) },
  { path: '/registration', page: signedOutOnly(lazyPage(() => import('../pages/account/registration-page.tsx'), (m) => m.RegistrationPage)) },
  { path: '/loginlink', page: signedOutOnly(lazyPage(() => import('../pages/account/login-link-page.tsx'), (m) => m.LoginLinkPage)) },
  { path: '/verify/email/:code', page: lazyPage(() => import('../pages/account/verify-email-page.tsx'), (m) => m.VerifyEmailPage) },
  { path: '/verify/new/email/:code', page: signedInOnly(lazyPage(() => import('../pages/account/verify-new-email-page.tsx'), (m) => m.VerifyNewEmailPage), '/login') },
  { path: '/verify/resetpassword/:code', page: lazyPage(() => import('../pages/account/reset-password-link-page.tsx'), (m) => m.ResetPasswordLinkPage) },
  { path: '/newpass', page: lazyPage(() => import('../pages/account/new-password-page.tsx'), (m) => m.NewPasswordPage) },
  { path: '/token/:id', page: lazyPage(() => import('../pages/account/token-page.tsx'), (m) => m.TokenPage) },
  { path: '/exit', page: lazyPage(() => import('../pages/account/exit-page.tsx'), (m) => m.ExitPage) },
  { path: '/user/auth/:network', page: signedOutOnly(lazyPage(socialPage, (m) => m.SocialSignInPage)) },
  { path: '/user/add/auth/:network', page: signedInOnly(lazyPage(socialPage, (m) => m.SocialLinkPage), '/login') },
  {
    path: '/me/*?',
    page: signedInOnly(
      lazyPage(() => import('../pages/me/me-area.tsx'), (m) => m.MeArea),
      (path) => matchMeSection(path)?.section.guest ?? '/auth',
    ),
  },
  { path: '/clubs', page: lazyPage(() => import('../pages/account/clubs-page.tsx'), (m) => m.ClubsPage) },
  { path: '/clubs/:id', page: lazyPage(() => import('../pages/account/club-page.tsx'), (m) => m.ClubPage) },
  { path: '/clubs/:id/upload-result', page: lazyPage(() => import('../pages/account/club-upload-page.tsx'), (m) => m.ClubUploadPage) },
  { path: '/results', page: lazyPage(() => import('../pages/account/results-page.tsx'), (m) => m.ResultsPage) },
  { path: '/results/:event_city_id', page: lazyPage(() => import('../pages/account/event-results-page.tsx'), (m) => m.EventResultsPage) },
];
