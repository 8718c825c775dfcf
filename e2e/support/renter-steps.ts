// Steps of the renter and card-payment journeys: the renter's vehicle list, the
// Register Vehicle form with its terms, the Parking payment summary and the card form. Elements
// are found by role and label, the way a person finds them.
import { expect, type Locator, type Page } from '@playwright/test';

/** The sandbox provider's test cards (server/src/payments/sandbox-provider.ts, README). */
export const sandboxCards = {
  approved: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

/** The provider's message for the declined test card. */
export const CARD_DECLINED = 'Your card was declined.';

/** The renter form's terms checkbox (spec §2: submit is active only once terms are accepted). */
export const TERMS_CHECKBOX = 'I have read and accept the terms and conditions';

export interface NewVehicle {
  first: string;
  last: string;
  phone: string;
  make: string;
  model: string;
  year: string;
  plate: string;
  state: string;
}

export interface CardHolder {
  first: string;
  last: string;
  zip: string;
  number: string;
}

/** spec §2 Renter Dashboard: the list titled 'Renter Vehicles {date}' (a table, or cards). */
export function renterVehicles(page: Page): Locator {
  return page.getByRole('region', { name: /^Renter Vehicles \d{4}-\d{2}-\d{2}$/ });
}

/** The plate link that opens a vehicle's Modify form: the vehicle is in the list. */
export function plateLink(list: Locator, plate: string): Locator {
  return list.getByRole('button', { name: `Edit vehicle ${plate}` });
}

/** The plates the list shows, in its order. */
export async function listedPlates(list: Locator): Promise<string[]> {
  const links = list.getByRole('button', { name: /^Edit vehicle / });
  return (await links.allInnerTexts()).map((text) => text.trim());
}

export function dialogNamed(page: Page, name: string | RegExp): Locator {
  return page.getByRole('dialog', { name });
}

export function registerForm(page: Page): Locator {
  return dialogNamed(page, 'Register Vehicle');
}

/** spec §2 Parking payment summary: 'Parking for {last}, {first}'. */
export function paymentSummary(page: Page, vehicle: Pick<NewVehicle, 'first' | 'last'>): Locator {
  return dialogNamed(page, `Parking for ${vehicle.last}, ${vehicle.first}`);
}

export function cardForm(summary: Locator): Locator {
  return summary.getByRole('form', { name: 'Card payment' });
}

/**
 * The renter's plus icon. Beyond the unit's free renter spots (spec §8) an Information overlay
 * explains the rules first; closing it opens the form.
 */
export async function openRenterRegisterForm(page: Page): Promise<Locator> {
  await renterVehicles(page).getByRole('button', { name: 'Add' }).click();
  const form = registerForm(page);
  const notice = dialogNamed(page, 'Information');
  await expect(form.or(notice)).toBeVisible();
  if (await notice.isVisible()) await notice.getByRole('button', { name: 'Close' }).click();
  await expect(form).toBeVisible();
  return form;
}

/** Fills the Register/Modify Vehicle form's text fields (spec §2). */
export async function fillVehicle(form: Locator, vehicle: NewVehicle): Promise<void> {
  await form.getByLabel('First name', { exact: true }).fill(vehicle.first);
  await form.getByLabel('Last name', { exact: true }).fill(vehicle.last);
  await form.getByLabel('Phone', { exact: true }).fill(vehicle.phone);
  await form.getByLabel('Make', { exact: true }).fill(vehicle.make);
  await form.getByLabel('Model', { exact: true }).fill(vehicle.model);
  await form.getByLabel('Year', { exact: true }).fill(vehicle.year);
  await form.getByLabel('Plate', { exact: true }).fill(vehicle.plate);
  await form.getByLabel('State', { exact: true }).fill(vehicle.state);
}

/** Fills the card form (spec §2 Card payment form) with an expiry two years ahead. */
export async function fillCard(form: Locator, holder: CardHolder): Promise<void> {
  await form.getByLabel('First name', { exact: true }).fill(holder.first);
  await form.getByLabel('Last name', { exact: true }).fill(holder.last);
  await form.getByLabel('Zip', { exact: true }).fill(holder.zip);
  await form.getByLabel('Card number', { exact: true }).fill(holder.number);
  await form.getByLabel('CVV', { exact: true }).fill('123');
  await form.getByLabel('Month', { exact: true }).fill('12');
  await form.getByLabel('Year', { exact: true }).fill(String(new Date().getFullYear() + 2));
}

/**
 * The owner of the unit takes one of the unit's own cars offsite (spec §2 Owner Vehicle Status
 * popup), e.g. before the unit is rented out, so a renter's car fits within the unit maximum.
 */
export async function ownerTakesOffsite(page: Page, plate: string): Promise<void> {
  const views = page.getByRole('group', { name: 'Dashboard views' });
  await views.getByRole('button', { name: 'My Vehicles', exact: true }).click();
  const onsite = page.getByRole('button', { name: new RegExp(`^Onsite status of ${plate}: `) });
  await onsite.click();
  const popup = dialogNamed(page, 'Owner Vehicle Status');
  await expect(popup.getByText('Onsite', { exact: true })).toBeVisible();
  await popup.getByRole('button', { name: 'Change status to offsite' }).click();
  await expect(popup).toBeHidden();
  await expect(onsite).toHaveAccessibleName(`Onsite status of ${plate}: No`);
}

/** A date `days` from the demo communities' today (re-exported for the journeys that import it here). */
export { dateFromToday } from './journeys';

/** Pays in an open card form and waits for the spec §8 success message. */
export async function payByCard(summary: Locator, holder: CardHolder): Promise<void> {
  const card = cardForm(summary);
  await fillCard(card, holder);
  await card.getByRole('button', { name: 'Pay' }).click();
  await expect(card.getByRole('status')).toHaveText('Transaction Complete');
}
