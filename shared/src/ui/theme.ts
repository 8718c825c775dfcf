// The portal's look: one theme object shared by the shell and every remote (styled-components is
// a federation singleton, so one ThemeProvider in the shell reaches every remote page).

/** spec §9: phone layout under 800 px width. */
export const PHONE_MAX_WIDTH_PX = 799;
export const PHONE_MEDIA_QUERY = `(max-width: ${PHONE_MAX_WIDTH_PX}px)`;
/** spec §2 / §9: the status banner sits 120 px below the top of the visible page. */
export const STATUS_BANNER_OFFSET_PX = 120;
/** spec §9: list scroll height 400 px. */
export const LIST_MAX_HEIGHT_PX = 400;

const colors = {
  primary: '#2f6db5',
  primaryHover: '#255a96',
  primarySoft: '#e8f0fa',
  onPrimary: '#ffffff',
  text: '#1f2933',
  textMuted: '#52606d',
  border: '#cbd2d9',
  borderStrong: '#9aa5b1',
  surface: '#ffffff',
  surfaceMuted: '#f5f7fa',
  background: '#eef2f6',
  readOnly: '#f0f2f5',
  success: '#1f7a4d',
  successSoft: '#e3f4ea',
  warning: '#a15c07',
  warningSoft: '#fff4e0',
  danger: '#c0352b',
  dangerHover: '#a02b22',
  dangerSoft: '#fdecea',
  info: '#2f6db5',
  infoSoft: '#e8f0fa',
  /** spec §4: a status_flag 2 row is highlighted red when use_warning_status is 1. */
  rowWarning: '#fbd9d6',
  rowWarningText: '#7a1d16',
  /** spec §2 (reports): a bold top border starts each new unit. */
  rowGroupBorder: '#3e4c59',
  backdrop: 'rgba(15, 23, 42, 0.45)',
} as const;

export const portalTheme = {
  colors,
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.5rem',
    xxl: '2rem',
  },
  fontWeights: { normal: 400, medium: 500, bold: 650 },
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.1)',
    raised: '0 10px 30px rgba(15, 23, 42, 0.18)',
  },
  /** A visible ring for keyboard focus, on every interactive element. */
  focusRing: `0 0 0 3px rgba(47, 109, 181, 0.45)`,
  zIndex: { sticky: 10, dialog: 1000, banner: 1100 },
  layout: {
    pageMaxWidth: '1200px',
    listMaxHeight: `${LIST_MAX_HEIGHT_PX}px`,
    statusBannerOffset: STATUS_BANNER_OFFSET_PX,
  },
} as const;

export type PortalTheme = typeof portalTheme;

/** Media helpers for styled templates: `${media.phone} { ... }` (spec §9: below 800 px). */
export const media = {
  phone: `@media ${PHONE_MEDIA_QUERY}`,
  wide: `@media (min-width: ${PHONE_MAX_WIDTH_PX + 1}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

// Typed `props.theme` in every styled component of the portal.
declare module 'styled-components' {
  interface DefaultTheme {
    colors: PortalTheme['colors'];
    fonts: PortalTheme['fonts'];
    fontSizes: PortalTheme['fontSizes'];
    fontWeights: PortalTheme['fontWeights'];
    space: PortalTheme['space'];
    radius: PortalTheme['radius'];
    shadows: PortalTheme['shadows'];
    focusRing: PortalTheme['focusRing'];
    zIndex: PortalTheme['zIndex'];
    layout: PortalTheme['layout'];
  }
}
