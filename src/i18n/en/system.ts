/** Messages of the system pages: not found, server error, maintenance, loading, not allowed (spec part 1 section 2). */
export default {
  homePage: 'HOME PAGE',
  notFound: {
    title: 'Page Not Found',
    text: 'The page you are looking for does not exist or has been moved.',
  },
  serverError: {
    title: 'Something went wrong',
    text: 'The error is on our side, not yours, and we are sorry for it.',
    advice: 'Please refresh the page. If the problem persists, contact support at',
  },
  maintenance: {
    documentTitle: 'Site Maintenance',
    title: "We'll be back soon!",
    textBefore:
      'Sorry for the inconvenience, we are performing some maintenance at the moment. If you need to, you can always',
    contact: 'contact us',
    textAfter: ', otherwise we will be back online shortly!',
    checking: 'Checking whether the portal is back…',
    gaveUp: 'The portal is still unavailable.',
  },
  loadError: {
    title: 'The portal could not load your account data',
    text: 'Check your connection and try again.',
  },
  notAllowed: {
    title: 'Page not available',
    text: 'This page is not available for your account.',
    dashboard: 'Go to the dashboard',
  },
};
