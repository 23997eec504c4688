import type { LoginFailure } from '@tessera/client';
import type { TFunction } from 'i18next';

/**
 * The text shown for a failed login (spec §8 login rows). A 429 with `Retry-After` names the
 * wait in whole minutes, rounded up.
 * @public
 */
export function loginFailureMessage(failure: LoginFailure, t: TFunction): string {
  switch (failure.reason) {
    case 'invalidCredentials':
      return t('login.errors.invalidCredentials');
    case 'deactivatedByAdmin':
      return t('login.errors.deactivatedByAdmin');
    case 'waitingForAdminApproval':
      return t('login.errors.waitingForAdminApproval');
    case 'tooManyRequests':
      return failure.retryAfterSeconds === undefined
        ? t('login.errors.tooManyRequests')
        : t('login.errors.tooManyRequestsRetry', {
            count: Math.max(1, Math.ceil(failure.retryAfterSeconds / 60)),
          });
    case 'network':
      return t('login.errors.network');
    case 'unknown':
      return t('login.errors.unknown');
  }
}
