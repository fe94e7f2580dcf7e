import { useState } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/layouts/page-spinner';
import { paths } from '../config/paths';
import { RouteGuard } from '../features/auth/components/route-guard';
import { AppLayout } from './layout/app-layout';
import { pageTitle } from './layout/use-page-announcement';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';

/**
 * The route table. Every screen is its own chunk: a recipient opening a message never downloads the
 * admin panel. A factory, because React Router keeps lazy-loading state on the route objects, so each
 * router (tests make many) needs its own.
 */
export const createAppRoutes = (): RouteObject[] => [
  {
    element: <AppLayout />,
    // Only if the shell itself fails; page errors are caught below, inside the shell.
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        ErrorBoundary: RouteErrorBoundary,
        // Shown inside the shell while the first screen's code arrives.
        HydrateFallback: PageSpinner,
        children: [
          { index: true, lazy: { Component: async () => (await import('./routes/home')).HomeRoute } },
          {
            path: paths.auth.path,
            handle: pageTitle('auth'),
            lazy: { Component: async () => (await import('./routes/auth')).AuthRoute },
          },
          {
            path: paths.verifyEmail.path,
            handle: pageTitle('verifyEmail'),
            lazy: { Component: async () => (await import('./routes/verify-email')).VerifyEmailRoute },
          },
          {
            path: paths.forgotPassword.path,
            handle: pageTitle('forgotPassword'),
            lazy: { Component: async () => (await import('./routes/forgot-password')).ForgotPasswordRoute },
          },
          {
            path: paths.resetPassword.path,
            handle: pageTitle('resetPassword'),
            lazy: { Component: async () => (await import('./routes/reset-password')).ResetPasswordRoute },
          },
          {
            path: paths.messageAccess.path,
            handle: pageTitle('messageAccess'),
            lazy: { Component: async () => (await import('./routes/message-access')).MessageAccessRoute },
          },
          // The spec's message view without a code leads to the page that asks for one.
          {
            path: '/message/view',
            element: <Navigate to={paths.messageAccess.getHref()} replace />,
          },
          {
            path: paths.messageView.path,
            handle: pageTitle('messageView'),
            lazy: { Component: async () => (await import('./routes/message-view')).MessageViewRoute },
          },
          {
            path: paths.paypalPopup.path,
            handle: pageTitle('payment'),
            lazy: { Component: async () => (await import('./routes/paypal-popup')).PaypalPopupRoute },
          },
          // Before /payment/:messageId would take it as a message id (the router ranks static paths first).
          {
            path: paths.paypalRedirect.path,
            handle: pageTitle('payment'),
            lazy: { Component: async () => (await import('./routes/paypal-redirect')).PaypalRedirectRoute },
          },
          {
            path: paths.payment.path,
            handle: pageTitle('payment'),
            lazy: { Component: async () => (await import('./routes/payment')).PaymentRoute },
          },
          {
            path: paths.paymentSuccess.path,
            handle: pageTitle('paymentSuccess'),
            lazy: { Component: async () => (await import('./routes/payment-success')).PaymentSuccessRoute },
          },
          {
            path: paths.paymentError.path,
            handle: pageTitle('paymentError'),
            lazy: { Component: async () => (await import('./routes/payment-error')).PaymentErrorRoute },
          },
          {
            path: paths.paymentCancel.path,
            handle: pageTitle('paymentCancel'),
            lazy: { Component: async () => (await import('./routes/payment-cancel')).PaymentCancelRoute },
          },
          {
            path: paths.proofOfLife.path,
            handle: pageTitle('proofOfLife'),
            lazy: { Component: async () => (await import('./routes/proof-of-life')).ProofOfLifeRoute },
          },
          {
            path: paths.proofOfLifeReview.path,
            handle: pageTitle('proofOfLifeReview'),
            lazy: {
              Component: async () => (await import('./routes/proof-of-life-review')).ProofOfLifeReviewRoute,
            },
          },
          {
            path: paths.contactInvitation.path,
            handle: pageTitle('contactInvitation'),
            lazy: {
              Component: async () => (await import('./routes/contact-invitation')).ContactInvitationRoute,
            },
          },
          {
            path: paths.recipientChoices.path,
            handle: pageTitle('recipientChoices'),
            lazy: {
              Component: async () => (await import('./routes/recipient-choices')).RecipientChoicesRoute,
            },
          },
          {
            path: paths.accountClosed.path,
            handle: pageTitle('accountClosed'),
            lazy: { Component: async () => (await import('./routes/account-closed')).AccountClosedRoute },
          },
          {
            path: paths.confirmBackupEmail.path,
            handle: pageTitle('confirmBackupEmail'),
            lazy: {
              Component: async () => (await import('./routes/confirm-backup-email')).ConfirmBackupEmailRoute,
            },
          },
          {
            path: paths.proofOfLifeContact.path,
            handle: pageTitle('proofOfLifeContact'),
            lazy: {
              Component: async () => (await import('./routes/proof-of-life-contact')).ProofOfLifeContactRoute,
            },
          },
          {
            element: <RouteGuard requireAuth />,
            children: [
              {
                path: paths.createMessage.path,
                handle: pageTitle('createMessage'),
                lazy: { Component: async () => (await import('./routes/create-message')).CreateMessageRoute },
              },
              {
                path: paths.messages.path,
                handle: pageTitle('messages'),
                lazy: { Component: async () => (await import('./routes/messages')).MessagesRoute },
              },
              {
                path: paths.account.path,
                handle: pageTitle('account'),
                lazy: { Component: async () => (await import('./routes/account')).AccountRoute },
              },
            ],
          },
          // The admin panel: a signed-out visitor is asked to sign in (the spec's admin page), anyone else
          // who is not an admin goes home (the spec's route guard).
          {
            element: <RouteGuard requireAuth />,
            children: [
              {
                element: <RouteGuard adminOnly />,
                children: [
                  {
                    path: paths.admin.path,
                    handle: pageTitle('admin'),
                    lazy: { Component: async () => (await import('./routes/admin')).AdminRoute },
                  },
                ],
              },
            ],
          },
          {
            path: '*',
            handle: pageTitle('notFound'),
            lazy: { Component: async () => (await import('./routes/not-found')).NotFoundRoute },
          },
        ],
      },
    ],
  },
];

/**
 * Loads the code of the routes `pathname` matches into `routes` themselves, as if they had never been lazy.
 * A prerendered page is hydrated only after this: a router still waiting for a route's code would render its
 * fallback, not the page the HTML holds.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (!lazy) return;
      if (typeof lazy === 'function') throw new Error('routes declare their lazy parts one by one');
      const loaded = await Promise.all(
        Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => Promise<unknown>)()]),
      );
      Object.assign(route, Object.fromEntries(loaded), { lazy: undefined });
    }),
  );
}

export function AppRouter({ routes }: { routes?: RouteObject[] }) {
  const [router] = useState(() => createBrowserRouter(routes ?? createAppRoutes()));
  return <RouterProvider router={router} />;
}
