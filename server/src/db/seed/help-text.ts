// Demo help texts for the 7 topics (spec §2 Help Text Editor), as community-supplied HTML.
// The numbers are placeholders the help page fills in from the community's settings
// (docs/adr/0026: help from the settings), so the help never contradicts the rules enforced.
import type { HelpText } from '@parking/shared/domain';

export function demoHelpText(communityName: string): HelpText {
  return {
    general: `<h3>Welcome to ${communityName} parking</h3><p>Register every vehicle that parks in the community. A vehicle is onsite while its checkout date is today or later; set it offsite when it leaves.</p><p>Use the Contact Us page for questions and the feedback form for comments.</p>`,
    permissions: `<h3>Vehicles that need permission</h3><p>You need Management permission for Trailer, Camper/RV, Oversized Vehicle or Dumpsters. Ask the office before registering one.</p>`,
    owner: `<h3>Owner help</h3><ul><li>Up to {unit_spaces} vehicles per unit may be onsite at the same time, {renter_spaces} of them for a renter.</li><li>{owner_free_spots} of the unit's vehicles park free; further nights may be charged.</li><li>A checkout date is at most {checkout_days} days ahead.</li><li>Set a PIN on your profile: renters need it to check in.</li><li>Mark your unit available for rent when renters will stay.</li></ul>`,
    owner_tc: `<h3>Owner rules and regulations</h3><ol><li>Every vehicle must be registered with its plate and state.</li><li>Unlawfully parked vehicles have 12 hours to move before they are towed.</li><li>Vehicles must be moved within 48 hours when the lot is maintained.</li></ol>`,
    renter: `<h3>Renter help</h3><p>Check in with the unit number and the PIN your owner gave you, then register your vehicles and set the checkout date of your stay.</p><p>Renters may park {renter_spaces} vehicles, {renter_free_spots} of them free; extra nights may be charged per night.</p>`,
    renter_tc: `<h3>Renter terms and conditions</h3><ol><li>Only registered vehicles may park.</li><li>Unregistered vehicles are in violation and may be towed after 12 hours.</li><li>Trailers, campers, oversized vehicles and dumpsters are not allowed for renters.</li></ol>`,
    admin: `<h3>Administrator help</h3><p>The dashboard lists owners, vehicles, onsite vehicles, violations, feedback and reports. Community settings, contacts and these help texts are edited in Maintenance.</p>`,
  };
}

/** The demo guest terms (docs/adr/0030): what a guest accepts on an invitation page. */
export function demoGuestTerms(communityName: string): string {
  return `<ol><li>You park at ${communityName} as your host's guest: your vehicle counts against your host's unit.</li><li>Park only in visitor spaces or your host's spaces, never in the fire lane.</li><li>Your vehicle must leave by the checkout date you register; your host can extend the stay.</li><li>Unregistered vehicles are in violation and may be towed after 12 hours.</li><li>Trailers, campers, oversized vehicles and dumpsters need Management permission.</li></ol>`;
}
