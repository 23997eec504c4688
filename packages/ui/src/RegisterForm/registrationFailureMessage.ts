import type { RegistrationFailure } from '@tessera/client';
import type { TFunction } from 'i18next';

/**
 * The text shown above the register form for a failed registration (spec §8 register rows).
 * A 429 with `Retry-After` names the wait in whole minutes, rounded up.
 * @public
 */
export function registrationFailureMessage(failure: RegistrationFailure, t: TFunction): string {
  switch (failure.reason) {
    case 'accountExists':
      return t('register.errors.accountExists');
    case 'clientNotExists':
      return t('register.errors.clientNotExists');
    case 'tooManyRequests':
      return failure.retryAfterSeconds === undefined
        ? t('register.errors.tooManyRequests')
        : t('register.errors.tooManyRequestsRetry', {
            count: Math.max(1, Math.ceil(failure.retryAfterSeconds / 60)),
          });
    case 'invalidFields':
      return t('register.errors.invalidFields');
    case 'network':
      return t('register.errors.network');
    case 'unknown':
      return t('register.errors.unknown');
  }
}
