/** The bell and its list, and Profile → Notification settings (web push). */
export const notifications = {
  'notifications.title': 'Notifications',
  'notifications.unseen': 'Notifications, {count} unseen',
  'notifications.new': 'New',
  'notifications.none': 'No notifications',
  'notifications.hide': 'Hide',

  'push.title': 'Notification settings',
  'push.done': 'Done',
  'push.thisDevice': 'This device',
  'push.onThisDevice': 'Push notifications on this device',
  'push.unsupported':
    'This browser cannot receive push notifications. On an iPhone, add Caps League to the home screen first and open it from there.',
  'push.blocked': "Notifications are blocked for this site: allow them in the browser's site settings, then come back.",
  'push.devices':
    '{count, plural, =0 {No device gets your notifications yet.} one {Your notifications go to # device.} other {Your notifications go to # devices.}}',
  'push.sendMe': 'Send me',
  'push.loadFailed': 'Could not load your notification settings',
  'push.saveFailed': 'Could not save: try again',
  'push.deviceFailed': 'Could not change notifications on this device',
  'push.notAllowed': 'Notifications were not allowed. Turn the switch on again to be asked once more.',
  'push.kind.acceptRequest': 'Games to accept',
  'push.kind.acceptRequest.hint': 'Someone posted a game against you',
  'push.kind.decided': 'Games accepted or rejected',
  'push.kind.decided.hint': 'Your opponent decided a game you posted',
  'push.kind.achievement': 'Achievements',
  'push.kind.achievement.hint': 'You unlocked an achievement',
  'push.kind.tournamentMatch': 'Tournament match ready',
  'push.kind.tournamentMatch.hint': 'Your next tournament match can be played',
  'push.kind.corrections': 'Corrections',
  'push.kind.corrections.hint': 'A game of yours was voided or corrected, or a problem was reported',
} as const;
