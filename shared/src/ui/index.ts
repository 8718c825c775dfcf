// @parking/shared/ui: the portal's UI kit. The shell and every remote build their screens from
// these pieces so the whole portal looks and behaves as one (docs/architecture.md, Packages).

// Theme and layout
export {
  portalTheme,
  media,
  PHONE_MAX_WIDTH_PX,
  PHONE_MEDIA_QUERY,
  STATUS_BANNER_OFFSET_PX,
  LIST_MAX_HEIGHT_PX,
  type PortalTheme,
} from './theme';
export { GlobalStyle } from './global-style';
export { PortalThemeProvider, type PortalThemeProviderProps } from './portal-theme-provider';
export { usePhoneLayout } from './use-phone-layout';
export { PageFrame, PageHeader, type PageHeaderProps } from './page-frame';
export { Panel, type PanelProps } from './panel';
export { Card, FieldGrid, ButtonRow } from './card';
export { VisuallyHidden } from './visually-hidden';
export { Clock, type ClockProps } from './clock';
export { whenIdle } from './when-idle';
export { useLoaded, type LoadState } from './use-loaded';
export { lazyComponent, lazyPopup, PART_NOT_LOADED, type LazyComponent } from './lazy-component';
export { warmLocaleData } from './locale-data';

// Buttons and icons
export { Icon, iconNames, type IconName, type IconProps } from './icons';
export { Button, type ButtonProps } from './button';
export type { ButtonVariant, ButtonSize } from './button-styles';
export { IconButton, type IconButtonProps } from './icon-button';
export { LinkButton } from './link-button';
export {
  ToggleButtonGroup,
  type ToggleButtonGroupProps,
  type ToggleOption,
} from './toggle-button-group';
export {
  PlatesRecordsToggle,
  type PlatesRecordsToggleProps,
  type PlatesOrRecords,
} from './plates-records-toggle';

// Forms and errors
export { FormField, FieldLabel, type FormFieldProps, type FieldControlProps } from './form-field';
export { TextField, type TextFieldProps } from './text-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
export { DateField, type DateFieldProps } from './date-field';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export { TextAreaField, type TextAreaFieldProps } from './text-area-field';
export { ErrorBox, type ErrorBoxProps } from './error-box';
export { FieldErrors, type FieldErrorsProps, type FieldErrorMap } from './field-errors';

// Messages and dialogs
export {
  StatusBanner,
  type StatusBannerProps,
  type StatusBannerMessage,
  type StatusKind,
} from './status-banner';
export { PopupForm, POPUP_AUTO_CLOSE_MS, type PopupFormProps } from './popup-form';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { InformationDialog, type InformationDialogProps } from './information-dialog';
export { useConfirm, type ConfirmHandle, type ConfirmOptions } from './use-confirm';
export { DialogFrame, type DialogFrameProps, type DialogWidth } from './dialog-frame';

// Lists
export { ResponsiveTable, type ResponsiveTableProps } from './responsive-table';
export type { TableColumn, RowAppearance, RowAppearanceFn, SortValue } from './table-types';
export { SortableHeader, type SortableHeaderProps } from './sortable-header';
export {
  useSort,
  compareSortValues,
  type SortState,
  type SortDirection,
  type SortResult,
} from './use-sort';
export { PagedTable, pageCountOf, type PagedTableProps } from './paged-table';
export { PageControls, type PageControlsProps } from './page-controls';
export { PlatesGrid, type PlatesGridProps, type PlateCard } from './plates-grid';

// Community HTML
export { SafeHtml, sanitizeHtml, type SafeHtmlProps } from './safe-html';
