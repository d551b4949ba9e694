/** Messages of the dashboard (spec part 2 section 2, Dashboard). */
export default {
  title: 'Dashboard',
  welcome: 'Welcome, %{company}',
  balance: {
    title: 'Balance status',
    current: 'Current balance',
    threshold: 'Notification threshold',
    below: 'Your balance is below the notification threshold.',
    topUp: 'Top-up',
  },
  widgetError: 'This information could not be loaded.',
};
