// spec §9: lists scroll at 400 px. That holds for the tables of the wide layout; below 800 px a
// list is a column of cards (spec §2), which a 400 px box would cut to one card and a half
// inside a second scrollbar, so on a phone the cards take the page's own scroll.
import { LIST_MAX_HEIGHT_PX, usePhoneLayout } from '@parking/shared/ui';

/** The maxHeight for an admin list: 400 px for a table, none for the phone's cards. */
export function useListMaxHeight(): number | undefined {
  return usePhoneLayout() ? undefined : LIST_MAX_HEIGHT_PX;
}
