import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { TPushPreferences } from '@caps/domain';
import { PUSH_PREFERENCE_KEYS } from '@caps/domain/push-texts';
import { useApi } from '../../api/api-context.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { ApiError } from '../../api/api-error.ts';
import {
  currentSubscription,
  pushAbility,
  PushNotAllowed,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from './device-push.ts';
import { usePushSettings, useSavePushPreferences, useSetPushSettings } from './push-api.ts';
import { useT } from '../../i18n/use-t.ts';

const BROWSER_SAYS = { unsupported: 'push.unsupported', blocked: 'push.blocked' } as const;

/**
 * Profile → Notification settings: push notifications on this device (on or off) and which kinds to send to every device of
 * the player. Each switch saves at once.
 */
export function NotificationSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const settings = usePushSettings(open);
  const save = useSavePushPreferences();
  const { ability, deviceOn, busy, error, toggleDevice } = useThisDevicePush(open);

  const preferences = settings.data;
  const toggle = (key: keyof TPushPreferences, on: boolean) => {
    if (!preferences) return;
    const { devices: _devices, ...current } = preferences;
    save.mutate({ ...current, [key]: on });
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('push.title')}
      maxWidth="sm"
      fullScreenOnPhone
      cancel={null}
      primary={{ label: t('push.done'), onClick: onClose }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('push.thisDevice')}
      </Typography>
      <FormControlLabel
        sx={{ display: 'flex', justifyContent: 'space-between', mx: 0, gap: 1 }}
        labelPlacement="start"
        control={
          <Switch
            checked={deviceOn === true}
            disabled={busy || deviceOn === undefined || ability !== 'available'}
            onChange={(_, on) => void toggleDevice(on)}
          />
        }
        label={t('push.onThisDevice')}
      />
      {ability !== 'available' && (
        <Alert severity={ability === 'blocked' ? 'warning' : 'info'} sx={{ mt: 1 }}>
          {t(BROWSER_SAYS[ability])}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      {preferences && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('push.devices', { count: preferences.devices })}
        </Typography>
      )}
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('push.sendMe')}
      </Typography>
      {!preferences ? (
        settings.isError ? (
          <Alert severity="error">{t('push.loadFailed')}</Alert>
        ) : (
          <Loading />
        )
      ) : (
        <PreferenceSwitches preferences={preferences} disabled={save.isPending} onToggle={toggle} />
      )}
      {save.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('push.saveFailed')}
        </Alert>
      )}
    </FormDialog>
  );
}

/** Push on this device: whether the browser can, whether this device is subscribed, and turning it on or off. */
function useThisDevicePush(open: boolean) {
  const t = useT();
  const api = useApi();
  const setSettings = useSetPushSettings();
  const [ability, setAbility] = useState(pushAbility);
  const [deviceOn, setDeviceOn] = useState<boolean | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setAbility(pushAbility());
    let cancelled = false;
    currentSubscription().then(
      (subscription) => !cancelled && setDeviceOn(subscription !== null),
      () => !cancelled && setDeviceOn(false),
    );
    return () => {
      cancelled = true;
    };
  }, [open]);

  const toggleDevice = async (on: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const answer = on ? await subscribeThisDevice(api) : await unsubscribeThisDevice(api);
      if (answer) setSettings(answer);
      setDeviceOn(on);
    } catch (err) {
      const nowAble = pushAbility();
      setAbility(nowAble);
      // Blocked: the browser's warning below says it once; a prompt closed without an answer can be asked again.
      if (err instanceof PushNotAllowed) setError(nowAble === 'blocked' ? null : t('push.notAllowed'));
      else setError(err instanceof ApiError ? err.message : t('push.deviceFailed'));
    } finally {
      setBusy(false);
    }
  };

  return { ability, deviceOn, busy, error, toggleDevice };
}

interface PreferenceSwitchesProps {
  preferences: TPushPreferences;
  disabled: boolean;
  onToggle: (key: keyof TPushPreferences, on: boolean) => void;
}

/** One switch per kind of notification, with a line on what it sends. */
function PreferenceSwitches({ preferences, disabled, onToggle }: PreferenceSwitchesProps) {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {PUSH_PREFERENCE_KEYS.map((key) => (
        <FormControlLabel
          key={key}
          sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', mx: 0, gap: 1 }}
          labelPlacement="start"
          control={<Switch checked={preferences[key]} disabled={disabled} onChange={(_, on) => onToggle(key, on)} />}
          label={
            <Box sx={{ pt: 0.75 }}>
              <Typography>{t(`push.kind.${key}`)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`push.kind.${key}.hint`)}
              </Typography>
            </Box>
          }
        />
      ))}
    </Box>
  );
}
