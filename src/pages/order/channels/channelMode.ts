/** Which of a channel page's two screens: ordering more channels, or cancelling bought ones. */
export type ChannelMode = 'order' | 'cancel';
