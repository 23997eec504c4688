export type { AccessDeniedProps } from './AccessDenied/AccessDenied';
export { AccessDenied } from './AccessDenied/AccessDenied';
export type { AddActionMenuProps, StartableProcess } from './AddActionMenu/AddActionMenu';
export { AddActionMenu } from './AddActionMenu/AddActionMenu';
export type { AppLinkProps } from './AppLink/AppLink';
export { AppLink } from './AppLink/AppLink';
export type { AppShellProps } from './AppShell/AppShell';
export { AppShell } from './AppShell/AppShell';
export type { ClientAppShellProps } from './AppShell/ClientAppShell';
export { ClientAppShell } from './AppShell/ClientAppShell';
export { LoadingOverlay } from './AppShell/LoadingOverlay';
export type { SideMenuMode } from './AppShell/shellDrawer';
export type { TopBarLinkProps } from './AppShell/TopBarLink';
export { TopBarLink } from './AppShell/TopBarLink';
export type { ShellUser, UserMenuProps } from './AppShell/UserMenu';
export { UserMenu } from './AppShell/UserMenu';
export { phoneScreenQuery, useMediaQuery } from './AppShell/useMediaQuery';
export type { ChangePasswordDialogProps } from './ChangePasswordDialog/ChangePasswordDialog';
export { ChangePasswordDialog } from './ChangePasswordDialog/ChangePasswordDialog';
export type { PasswordChangeErrors } from './ChangePasswordDialog/validatePasswordChange';
export { validatePasswordChange } from './ChangePasswordDialog/validatePasswordChange';
export type { ClientOption, ClientSwitcherProps } from './ClientSwitcher/ClientSwitcher';
export { ClientSwitcher } from './ClientSwitcher/ClientSwitcher';
export { clientSwitchTarget } from './ClientSwitcher/clientSwitchTarget';
export type { ConnectionWatcherProps } from './connection/ConnectionWatcher';
export { ConnectionWatcher } from './connection/ConnectionWatcher';
export type {
  ConnectionStatus,
  ConnectionStore,
  ConnectionWindow,
  CreateConnectionStoreOptions,
} from './connection/connectionStore';
export { createConnectionStore } from './connection/connectionStore';
export type { OfflineIndicatorProps } from './connection/OfflineIndicator';
export { OfflineIndicator } from './connection/OfflineIndicator';
export { useConnectionStatus } from './connection/useConnectionStatus';
export { watchConnection } from './connection/watchConnection';
export type { AppDialogProps, AppDialogSize } from './dialogs/AppDialog';
export {
  AppDialog,
  appDialogMaxWidthsPx,
  fullScreenDialogMaxViewportPx,
} from './dialogs/AppDialog';
export type { ConfirmDialogProps } from './dialogs/ConfirmDialog';
export { ConfirmDialog } from './dialogs/ConfirmDialog';
export type { DeleteConfirmDialogProps } from './dialogs/DeleteConfirmDialog';
export { DeleteConfirmDialog } from './dialogs/DeleteConfirmDialog';
export type { ConfirmApi, ConfirmOptions, DeleteConfirmOptions } from './dialogs/useConfirm';
export { useConfirm } from './dialogs/useConfirm';
export type { FormCardProps } from './forms/FormCard';
export { FormCard } from './forms/FormCard';
export { FormView } from './forms/FormView';
export type { FormViewHandle, FormViewProps } from './forms/FormView.types';
export { focusFirstInvalidField } from './forms/focusFirstInvalidField';
export type { RowControls, RowLimits } from './forms/rowControls';
export { rowControls } from './forms/rowControls';
export type { ProblemTranslator } from './forms/translateProblem';
export { createProblemTranslator, fieldTypeNamespaces } from './forms/translateProblem';
export { useFormInvalid } from './forms/useFormInvalid';
export type { LetterAvatarProps } from './LetterAvatar/LetterAvatar';
export { LetterAvatar } from './LetterAvatar/LetterAvatar';
export type { LetterAvatarColor } from './LetterAvatar/letterAvatarColor';
export { letterAvatarColor, letterAvatarColors } from './LetterAvatar/letterAvatarColor';
export type { LoginFormProps } from './LoginForm/LoginForm';
export { LoginForm } from './LoginForm/LoginForm';
export { loginFailureMessage } from './LoginForm/loginFailureMessage';
export type { LoginFormErrors, LoginFormValues } from './LoginForm/validateLoginForm';
export { validateLoginForm } from './LoginForm/validateLoginForm';
export type { ChunkErrorBoundaryProps } from './lazyPage/ChunkErrorBoundary';
export { ChunkErrorBoundary, ChunkLoadFailure } from './lazyPage/ChunkErrorBoundary';
export {
  ChunkLoadError,
  chunkLoadTimeoutMs,
  lazyPage,
  loadChunk,
} from './lazyPage/lazyWithTimeout';
export type { NotFoundProps } from './NotFound/NotFound';
export { NotFound } from './NotFound/NotFound';
export { apiErrorNotification } from './notifications/apiErrorNotification';
export type { ApiErrorHandlerOptions } from './notifications/createApiErrorHandler';
export { createApiErrorHandler } from './notifications/createApiErrorHandler';
export type { NotificationToasterProps } from './notifications/NotificationToaster';
export { NotificationToaster } from './notifications/NotificationToaster';
export type { Notification, NotificationCenter } from './notifications/notificationCenter';
export {
  createNotificationCenter,
  notificationDurationMs,
} from './notifications/notificationCenter';
export type { PageAlertProps } from './PageAlert/PageAlert';
export { PageAlert } from './PageAlert/PageAlert';
export type { RetryAlertProps } from './PageAlert/RetryAlert';
export { RetryAlert } from './PageAlert/RetryAlert';
export { PageLoader } from './PageLoader/PageLoader';
export type { PaginationProps } from './Pagination/Pagination';
export { Pagination } from './Pagination/Pagination';
export type { FieldMessage } from './password/fieldMessage.types';
export type { RegisterFormProps } from './RegisterForm/RegisterForm';
export { RegisterForm } from './RegisterForm/RegisterForm';
export type { RegistrationOutcomeProps } from './RegisterForm/RegistrationOutcome';
export { RegistrationOutcome } from './RegisterForm/RegistrationOutcome';
export { registrationFailureMessage } from './RegisterForm/registrationFailureMessage';
export type { RegisterFormErrors, RegisterFormValues } from './RegisterForm/validateRegisterForm';
export { validateRegisterForm } from './RegisterForm/validateRegisterForm';
export type {
  GuardedLocation,
  GuardedLocationOptions,
  NavigateOptions,
} from './routing/createGuardedLocation';
export { createGuardedLocation } from './routing/createGuardedLocation';
export type { MenuIconName } from './SideMenu/menuIcons';
export { MenuIcon, menuIconNames, resolveMenuIcon } from './SideMenu/menuIcons';
export type { SideMenuProps } from './SideMenu/SideMenu';
export { SideMenu } from './SideMenu/SideMenu';
export type {
  SettingsEntryKey,
  SettingsMenuAccess,
  SettingsMenuEntry,
} from './SideMenu/settingsMenu';
export {
  buildSettingsMenu,
  hasClientFeature,
  usersManagementPermission,
} from './SideMenu/settingsMenu';
export type { SideMenuItem } from './SideMenu/sideMenuItems';
export { buildLayoutMenu, findCurrentItem, viewPath } from './SideMenu/sideMenuItems';
export type { SimpleLayoutProps } from './SimpleLayout/SimpleLayout';
export { SimpleLayout } from './SimpleLayout/SimpleLayout';
export { type AppServices, createAppServices } from './session/createAppServices';
export type { ClientData, LoadClientDataOptions } from './session/loadClientData';
export { canSelectVersion, loadClientData } from './session/loadClientData';
export { deferNotification, takePendingNotifications } from './session/pendingNotifications';
export type { RouteAccessLevel, RouteAccessVerdict } from './session/routeAccess';
export { checkRouteAccess, settingsAccessLevel } from './session/routeAccess';
export type { ClientDataState, UseClientDataOptions } from './session/useClientData';
export { useClientData } from './session/useClientData';
export type { ClientInfoState } from './session/useClientInfo';
export { useClientInfo } from './session/useClientInfo';
export type { CurrentUserState, UseCurrentUserOptions } from './session/useCurrentUser';
export { useCurrentUser } from './session/useCurrentUser';
export { useDocumentTitle } from './session/useDocumentTitle';
export { useSessionState } from './session/useSessionState';
export type {
  RunWithUndoOptions,
  UndoOperation,
  UndoOperationMessages,
  UndoOperationState,
} from './snackbars/runWithUndo';
export { runWithUndo } from './snackbars/runWithUndo';
export type { SnackbarHostProps } from './snackbars/SnackbarHost';
export { SnackbarHost } from './snackbars/SnackbarHost';
export type {
  Snackbar,
  SnackbarAction,
  SnackbarCenter,
  SnackbarCloseReason,
  SnackbarInput,
  SnackbarIntent,
} from './snackbars/snackbarCenter';
export {
  connectionSnackbarTimeoutMs,
  createSnackbarCenter,
  snackbarTimeoutMs,
} from './snackbars/snackbarCenter';
export type { UndoOperationStatus } from './snackbars/undoOperation';
export { withSlowCallNotices } from './snackbars/withSlowCallNotices';
export type { SlowCallOptions } from './snackbars/withSlowCallSnackbar';
export { slowCallDelayMs, withSlowCallSnackbar } from './snackbars/withSlowCallSnackbar';
export type { TesseraProviderProps } from './TesseraProvider/TesseraProvider';
export { TesseraProvider } from './TesseraProvider/TesseraProvider';
export type {
  UnsavedChangesRegistry,
  UnsavedChangesState,
} from './unsavedChanges/createUnsavedChangesRegistry';
export { createUnsavedChangesRegistry } from './unsavedChanges/createUnsavedChangesRegistry';
export type { UnsavedChangesProviderProps } from './unsavedChanges/UnsavedChangesProvider';
export { UnsavedChangesProvider } from './unsavedChanges/UnsavedChangesProvider';
export type { UnsavedChanges } from './unsavedChanges/useUnsavedChanges';
export { useUnsavedChanges } from './unsavedChanges/useUnsavedChanges';
export type { VersionSelectorProps } from './VersionSelector/VersionSelector';
export { VersionSelector } from './VersionSelector/VersionSelector';
