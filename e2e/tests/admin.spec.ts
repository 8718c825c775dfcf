// Administrator journeys (spec §2 Admin Dashboard, Maintenance Dashboard, Help page,
// §6 readonly): the admin registers an owner, modifies them and resets their password, filters
// all vehicles, opens onsite vehicles with violations, runs both reports and downloads the CSV,
// saves settings, uploads a CSV, commits contacts, publishes help text and sees it on the help
// page; the read-only owner sees the owners and is refused every change. Each width runs on a
// portal of its own (fresh-portal.ts), so the journeys may change the demo community.
import { expect, test } from '../support/fresh-portal';
import {
  apiToken,
  csvLines,
  dashboardButton,
  dialog,
  downloadText,
  entries,
  entry,
  expectMessage,
  navButton,
  openDashboardPanel,
  openMaintenance,
  openMaintenancePanel,
  panel,
  records,
  signInAsAdmin,
  writeTestFile,
} from '../support/admin-steps';
import { DEMO_HOAID, demoLogins, remoteRoot, saveScreen, signIn } from '../support/journeys';

test.use({ journey: 'admin' });

test.describe('administrator dashboard', () => {
  test('the admin registers an owner, modifies them and resets their password', async ({
    page,
    request,
    freshPortal,
  }, testInfo) => {
    const width = testInfo.project.name;
    const email = `new.owner.${width}@demo.test`;
    await signInAsAdmin(page);
    // spec §2: Owners shows by default, with the demo owners; the admin row has no actions.
    await expect(dashboardButton(page, 'Owners')).toHaveAttribute('aria-pressed', 'true');
    const owners = panel(page, 'Owners');
    const ownerList = records(owners, 'Owners');
    await expect(entry(ownerList, 'Olivia Owner')).toBeVisible();
    const adminEntry = entry(ownerList, demoLogins.admin);
    await expect(adminEntry).toBeVisible();
    await expect(adminEntry.getByRole('button')).toHaveCount(0);
    await saveScreen(page, testInfo, 'admin-dashboard');

    await owners.getByRole('button', { name: 'Add', exact: true }).click();
    const registration = dialog(page, 'Owner Registration');
    await expect(registration).toBeVisible();
    // docs/adr/0007: a new owner follows the community's settings unless the admin sets a number.
    const allowed = registration.getByLabel('Parking Allowed', { exact: true });
    await expect(allowed).toHaveValue('');
    await expect(allowed).toHaveAttribute('placeholder', 'community default');
    await expect(registration.getByLabel('Renter Parking Allowed')).toHaveValue('');
    await registration.getByLabel('First Name').fill('Nora');
    await registration.getByLabel('Last Name').fill('Newcomer');
    await registration.getByLabel('Email').fill(email);
    await registration.getByLabel('Phone').fill('302-555-0144');
    await registration.getByLabel('Unit Number').fill('201');
    await registration.getByLabel('Pin Code').fill('2468');
    await registration.getByLabel('Password', { exact: true }).fill('first-pass-2026');
    await registration.getByLabel('Confirm Password').fill('first-pass-2026');
    await saveScreen(page, testInfo, 'admin-owner-registration');
    await registration.getByRole('button', { name: 'Submit' }).click();
    await expect(registration.getByText('Thank You.  User has been registered.')).toBeVisible();
    await expect(registration).toBeHidden(); // spec §9: the popup closes itself after 3 s.

    const newOwner = entry(ownerList, email);
    await expect(newOwner).toContainText('Nora Newcomer');
    await expect(newOwner).toContainText('201');
    await expect(newOwner).toContainText('2468');
    await saveScreen(page, testInfo, 'admin-owners');
    // The server writes the new owner a verification mail.
    await expect
      .poll(async () => (await freshPortal.mails()).filter((mail) => mail.to === email))
      .toContainEqual(expect.objectContaining({ subject: expect.stringMatching(/verify/i) }));

    await newOwner.getByRole('button', { name: 'Modify Nora Newcomer' }).click();
    const modify = dialog(page, 'Modify Owner');
    await expect(modify.getByLabel('Email')).toHaveValue(email);
    // spec §5: the admin's password reset refuses an empty password.
    const reset = modify.getByRole('region', { name: 'Reset Password' });
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await expect(reset.getByText('Password cannot be empty')).toBeVisible();
    await reset.getByLabel('New Password').fill('second-pass-2026');
    await saveScreen(page, testInfo, 'admin-owner-modify');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await expectMessage(page, 'Change Password Success');

    await modify.getByLabel('Phone').fill('302-555-0155');
    await modify.getByLabel('Parking Allowed', { exact: true }).fill('4');
    await modify.getByRole('button', { name: 'Submit' }).click();
    await expect(modify.getByText('Update Owner Success')).toBeVisible();
    await expect(modify).toBeHidden();
    await expect(entry(ownerList, email)).toContainText('302-555-0155');
    // The unit's own value: 4 - the seasonal adjustment 1, marked as the unit's exception.
    await expect(entry(ownerList, email)).toContainText('3 (unit)');

    // A new owner signs in once the mailed verification link is opened.
    const verifyMail = (await freshPortal.mails()).find(
      (mail) => mail.to === email && /verify/i.test(mail.subject),
    );
    const verifyLink = /https?:\/\/\S+(\/api\/users\/verify\/\S+)/.exec(verifyMail?.text ?? '');
    expect(verifyLink).not.toBeNull();
    await request.get(verifyLink![1]!, { maxRedirects: 0 });
    // The reset password is the owner's password now; the first one no longer opens the portal.
    await apiToken(request, email, 'second-pass-2026');
    const oldPassword = await request.post('/api/users/login', {
      data: { email, password: 'first-pass-2026', hoaid: DEMO_HOAID },
    });
    expect(oldPassword.status()).toBe(401);
  });

  test('the admin filters all vehicles and opens a plate', async ({ page }, testInfo) => {
    await signInAsAdmin(page);
    await openDashboardPanel(page, 'Vehicles');
    const vehicles = panel(page, 'All Vehicles');
    const list = records(vehicles, 'All Vehicles');
    // The demo community has six vehicles in units 101 and 102. The list counts them all; a
    // phone renders only the cards on screen (the page scroll is virtualised).
    await expect(vehicles.getByRole('status').filter({ hasText: /vehicles?$/ })).toHaveText(
      '6 vehicles',
    );
    await expect(entries(list).first()).toBeVisible();
    const unit = vehicles.getByRole('combobox', { name: 'Unit', exact: true });
    // Every owner unit of the community is offered (other journeys may have added units).
    await expect(unit.getByRole('option').first()).toHaveText('any');
    await expect(unit.getByRole('option', { name: '101', exact: true })).toHaveCount(1);
    await expect(unit.getByRole('option', { name: '102', exact: true })).toHaveCount(1);

    await vehicles.getByRole('combobox', { name: 'Type', exact: true }).selectOption('renter');
    await expect(entries(list)).toHaveCount(1);
    await expect(entry(list, 'RNT0101')).toBeVisible();

    await vehicles.getByRole('combobox', { name: 'Type', exact: true }).selectOption('owner');
    await unit.selectOption('102');
    await vehicles.getByRole('combobox', { name: 'Onsite', exact: true }).selectOption('No');
    await expect(entries(list)).toHaveCount(1);
    const motorcycle = entry(list, 'DEM102M');
    await expect(motorcycle).toContainText('Oscar Owens');
    await expect(motorcycle).toContainText('Motorcycle');
    // spec §2: the phone layout shows the phone number.
    if (testInfo.project.name === 'phone') await expect(motorcycle).toContainText('302-555-0150');
    await saveScreen(page, testInfo, 'admin-vehicles-filtered');

    await vehicles.getByRole('combobox', { name: 'Onsite', exact: true }).selectOption('Yes');
    await expect(entries(list)).toHaveCount(1);
    const subaru = entry(list, 'DEM102A');
    await expect(subaru).toContainText('Subaru');
    await subaru.getByRole('button', { name: 'DEM102A', exact: true }).click();
    const details = dialog(page, 'Owner details DEM102A');
    await expect(details).toContainText('Oscar Owens');
    await expect(details).toContainText('Subaru');
    await expect(details).toContainText('Outback');
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();
  });

  test('the admin opens onsite vehicles together with violations', async ({ page }, testInfo) => {
    await signInAsAdmin(page);
    await openDashboardPanel(page, 'Onsite Vehicles');
    const onsite = panel(page, 'Onsite Vehicles');
    const onsiteList = records(onsite, 'Onsite Vehicles');
    // Onsite: checkout today or later (spec §4); the demo has three such vehicles.
    await expect(entries(onsiteList)).toHaveCount(3);
    await expect(entry(onsiteList, 'DEM101A')).toBeVisible();
    await expect(entry(onsiteList, 'DEM102M')).toHaveCount(0);

    // spec §2: Violations may be open beside Onsite Vehicles.
    await openDashboardPanel(page, 'Violations');
    await expect(dashboardButton(page, 'Onsite Vehicles')).toHaveAttribute('aria-pressed', 'true');
    const violations = panel(page, 'Violations');
    await expect(violations.getByText('No Violations')).toBeVisible();

    await violations.getByRole('button', { name: 'Add violation' }).click();
    const form = dialog(page, 'Violation');
    await form.getByLabel('Plate').fill('DEM101A');
    await form.getByLabel('State').fill('DE');
    await form.getByLabel('Location').fill('Fire lane by building B');
    await form.getByLabel('Description').fill('Parked across the fire lane.');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Violation Insert Successful')).toBeVisible();
    await expect(form).toBeHidden();

    const violationList = records(violations, 'Violations');
    await expect(entry(violationList, 'Fire lane by building B')).toContainText('DEM101A');
    await expect(onsite).toBeVisible();
    await saveScreen(page, testInfo, 'admin-onsite-violations');

    // Closing violations returns to onsite vehicles alone.
    await dashboardButton(page, 'Violations').click();
    await expect(violations).toBeHidden();
    await expect(onsite).toBeVisible();
  });

  test('the admin runs both reports and downloads them as CSV', async ({ page }, testInfo) => {
    await signInAsAdmin(page);
    await openDashboardPanel(page, 'Reports');
    const reports = panel(page, 'Reports');
    await expect(reports.getByText('Please run query showing owner')).toBeVisible();
    const tabs = reports.getByRole('group', { name: 'Reports' });
    await expect(tabs.getByRole('button', { name: 'Renter Cars' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // spec §9: the renter report covers the last 14 days to today by default.
    await expect(reports.getByLabel('Begin Date')).not.toHaveValue('');
    await expect(reports.getByLabel('End Date')).not.toHaveValue('');

    await reports.getByRole('button', { name: 'Submit' }).click();
    const renterCars = records(reports, 'Renter Cars');
    await expect(entry(renterCars, 'RNT0101')).toContainText('Owner, Olivia');
    await saveScreen(page, testInfo, 'admin-report-renter');
    const renterCsv = await downloadText(page, () =>
      reports.getByRole('button', { name: 'Download Report' }).click(),
    );
    expect(renterCsv.download.suggestedFilename()).toMatch(/^renter-cars-\d{4}-\d{2}-\d{2}\.csv$/);
    const [renterHeader, ...renterRows] = csvLines(renterCsv.text);
    expect(renterHeader).toBe(
      'Plate,Type,Make,Renter,Unit,Owner,Phone,Email,Start,End,Days,History,Onsite s',
    );
    expect(renterRows).toHaveLength(1);
    expect(renterRows[0]).toMatch(/^RNT0101,CAR,Kia,Ren Ter,101,"Owner, Olivia",/);

    await tabs.getByRole('button', { name: 'Owner Cars' }).click();
    await expect(reports.getByText('Please run query showing owner')).toBeVisible();
    await expect(reports.getByLabel('Begin Date')).toHaveCount(0);
    await reports.getByRole('button', { name: 'Submit' }).click();
    const ownerCars = records(reports, 'Owner Cars');
    await expect(entry(ownerCars, 'DEM101A')).toContainText('Honda Accord');
    await expect(entry(ownerCars, 'RNT0101')).toHaveCount(0);
    await saveScreen(page, testInfo, 'admin-report-owner');
    const ownerCsv = await downloadText(page, () =>
      reports.getByRole('button', { name: 'Download Report' }).click(),
    );
    expect(ownerCsv.download.suggestedFilename()).toMatch(/^owner-cars-\d{4}-\d{2}-\d{2}\.csv$/);
    const [ownerHeader, ...ownerRows] = csvLines(ownerCsv.text);
    expect(ownerHeader).toBe(
      'Plate,Type,Make,Unit,Owner,Owner Type,Start,End,Days,History,Onsite s',
    );
    // Five owner-side vehicles of units 101 and 102 (the renter's car is in the other report).
    expect(ownerRows).toHaveLength(5);
    expect(ownerRows.find((row) => row.startsWith('DEM101A DE,'))).toMatch(
      /^DEM101A DE,CAR,Honda Accord,101,Olivia Owner,owner,/,
    );
    // An offsite car has no end date and, in the owner report, no days (spec §2).
    expect(ownerRows.find((row) => row.startsWith('DEM102M DE,'))).toMatch(/,,,\d+,No \d$/);
  });
});

test.describe('maintenance', () => {
  test('the admin saves the community settings', async ({ page }, testInfo) => {
    await signInAsAdmin(page);
    await openMaintenance(page);
    const settings = page.getByRole('form', { name: 'HOA Settings' });
    const spaces = settings.getByLabel('Parking spaces in the community');
    const buffer = settings.getByLabel('Availability warning buffer');
    await expect(spaces).toHaveValue('40');
    await spaces.fill('44');
    await buffer.fill('6');
    await saveScreen(page, testInfo, 'admin-settings');
    await settings.getByRole('button', { name: 'Submit' }).click();
    await expectMessage(page, 'HOA Update Success');

    await page.reload();
    await expect(page.getByRole('form', { name: 'HOA Settings' })).toBeVisible();
    await expect(spaces).toHaveValue('44');
    await expect(buffer).toHaveValue('6');
  });

  test('the admin uploads an owners CSV and each new owner gets a password-reset mail', async ({
    page,
    freshPortal,
  }, testInfo) => {
    const width = testInfo.project.name;
    const [first, second] = [`csv.one.${width}@demo.test`, `csv.two.${width}@demo.test`];
    const uploaded = [first, second];
    // The format of spec §2 "upload users CSV": a header, then one owner a line; without a
    // password the owner chooses one through the reset mail.
    const csv = [
      'first_name,last_name,email,phone,unitnumber,pincode',
      `Carla,Csv,${first},302-555-0161,301,3011`,
      `Colin,Csv,${second},302-555-0162,302,3022`,
      '',
    ].join('\n');
    const file = await writeTestFile(testInfo, 'owners.csv', csv);

    await signInAsAdmin(page);
    await openMaintenance(page);
    const upload = panel(page, 'Upload users CSV');
    await upload.getByLabel('Users CSV file').setInputFiles(file);
    const preview = upload.getByRole('table', { name: 'CSV preview' });
    await expect(upload.getByText('2 rows in owners.csv')).toBeVisible();
    await expect(preview.getByRole('row')).toHaveCount(3);
    await expect(preview).toContainText(first);
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectMessage(page, 'Upload CSV Records Successful');
    await expect(upload.getByText('2 records uploaded')).toBeVisible();
    await saveScreen(page, testInfo, 'admin-csv-upload');

    await expect
      .poll(async () =>
        (await freshPortal.mails())
          .filter((mail) => /reset/i.test(mail.subject))
          .map((mail) => mail.to)
          .filter((to) => uploaded.includes(to))
          .sort(),
      )
      .toEqual(uploaded);

    // The new owners are on the dashboard's owners list.
    await navButton(page, 'Dashboard').click();
    const ownerList = records(panel(page, 'Owners'), 'Owners');
    await expect(entry(ownerList, first)).toContainText('Carla Csv');
    await expect(entry(ownerList, second)).toContainText('Colin Csv');
  });

  test('the admin edits the contacts and commits them', async ({ page }, testInfo) => {
    await signInAsAdmin(page);
    await openMaintenance(page);
    await openMaintenancePanel(page, 'HOA Contact');
    const contacts = panel(page, 'Contact Information');
    const list = records(contacts, 'Contact Information');
    await expect(entries(list)).toHaveCount(5);

    await contacts.getByRole('button', { name: 'Add', exact: true }).click();
    const add = dialog(page, 'Add Contact');
    // spec §5: the id is not editable while adding.
    await expect(add.getByLabel('Id')).not.toBeEditable();
    await add.getByLabel('Description').fill('Pool house');
    await add.getByRole('button', { name: 'Submit' }).click();
    await expect(add.getByText('Phone number or email field is required')).toBeVisible();
    await add.getByLabel('Phone number').fill('302-555-0133');
    await add.getByLabel('Sort order').fill('15');
    await add.getByLabel('Display category').selectOption('All');
    await add.getByRole('button', { name: 'Submit' }).click();
    await expect(add).toBeHidden();

    await list.getByRole('button', { name: 'Modify Security (24 hours)' }).click();
    const modify = dialog(page, 'Modify Contact');
    await modify.getByLabel('Phone number').fill('302-555-0112');
    await modify.getByRole('button', { name: 'Submit' }).click();
    await expect(modify).toBeHidden();
    await list.getByRole('button', { name: 'Delete Owner services' }).click();
    await expect(entries(list)).toHaveCount(5);
    await expect(entry(list, 'Owner services')).toHaveCount(0);

    // docs/adr/0013: the browser's Back button asks before the edits are lost; Stay
    // keeps the page and every edit.
    await expect(contacts.getByText(/3 uncommitted changes/)).toBeVisible();
    await page.goBack();
    const leave = page.getByRole('alertdialog', { name: 'Leave without committing?' });
    await expect(leave).toContainText('3 uncommitted changes will be lost.');
    await expect(page).toHaveURL(/\/maintenancedashboard$/);
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(leave).toBeHidden();
    await expect(entry(list, 'Pool house')).toBeVisible();
    await expect(contacts.getByText(/3 uncommitted changes/)).toBeVisible();

    await contacts.getByRole('button', { name: 'Commit' }).click();
    await expectMessage(page, 'Contact Information Update Success');
    // spec §4: Commit renumbers the sort order 10, 20, 30 … in the list's order.
    await expect(entry(list, 'Pool house')).toContainText('20');
    await expect(entry(list, 'Security (24 hours)')).toContainText('30');
    await saveScreen(page, testInfo, 'admin-contacts');

    // The help page's Contact section shows the committed list.
    await page.reload();
    await openMaintenancePanel(page, 'HOA Contact');
    await expect(entry(list, 'Pool house')).toContainText('302-555-0133');
    await navButton(page, 'Help').click();
    await page
      .getByRole('group', { name: 'Help sections' })
      .getByRole('button', { name: 'Contact' })
      .click();
    const shown = panel(page, 'Contact Information');
    await expect(shown).toContainText('Pool house');
    await expect(shown).toContainText('302-555-0112');
    await expect(shown).not.toContainText('Owner services');

    // The guard left no history entry behind: Back returns to Maintenance, and from there an
    // uncommitted edit and Back, answered Leave, goes back for real to the dashboard.
    await page.goBack();
    await expect(page).toHaveURL(/\/maintenancedashboard$/);
    await openMaintenancePanel(page, 'HOA Contact');
    await list.getByRole('button', { name: 'Delete Pool house' }).click();
    await expect(contacts.getByText(/1 uncommitted change/)).toBeVisible();
    await page.goBack();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/admindashboard$/);
    await expect(leave).toBeHidden();
  });

  test('the admin publishes help text and sees it on the help page', async ({ page }, testInfo) => {
    const text = `Tow-away zones are marked in red (${testInfo.project.name}).`;
    await signInAsAdmin(page);
    await openMaintenance(page);
    await openMaintenancePanel(page, 'Help Text');
    const editor = panel(page, 'Help Text Editor');
    await expect(editor.getByText('Please select a topic')).toBeVisible();
    const topics = editor.getByRole('group', { name: 'Help topics' }).getByRole('button');
    await expect(topics).toHaveText([
      'General',
      'Permissions',
      'Owner',
      'Owner TC',
      'Renter',
      'Renter TC',
      'Admin',
    ]);

    await editor.getByRole('button', { name: 'Admin', exact: true }).click();
    const textbox = editor.getByRole('textbox', { name: 'Admin help text' });
    await expect(textbox).toContainText('Administrator help');
    await textbox.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(text);
    await expect(textbox).toContainText(text);
    await saveScreen(page, testInfo, 'admin-help-editor');
    await editor.getByRole('button', { name: 'Submit' }).click();
    await expectMessage(page, 'Admin Help Text Published');

    await navButton(page, 'Help').click();
    await expect(page).toHaveURL(/\/helptabs\/admin$/);
    await expect(page.getByRole('heading', { name: 'Application Information' })).toBeVisible();
    await expect(panel(page, 'Admin Help')).toContainText(text);
    await saveScreen(page, testInfo, 'admin-help-page');
  });
});

test.describe('read-only owner', () => {
  test('sees the owners and is refused every change', async ({ page, request }, testInfo) => {
    const apiCalls: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (pathname.startsWith('/api/parking/') || pathname.startsWith('/api/users/')) {
        apiCalls.push(pathname);
      }
    });
    await signIn(page, demoLogins.readonly);
    await expect(page).toHaveURL(/\/readonlyowners$/);
    await expect(remoteRoot(page, 'admin')).toBeVisible();
    const owners = panel(page, 'Owners');
    const ownerList = records(owners, 'Owners');
    const olivia = entry(ownerList, 'Olivia Owner');
    await expect(olivia).toContainText('owner@demo.test');
    // A read-only user never receives PINs.
    await expect(olivia).not.toContainText('1234');
    // No way to add an owner, and no changing form opens: each attempt is answered by the
    // spec §6 alert.
    await expect(owners.getByRole('button', { name: 'Add' })).toHaveCount(0);
    await saveScreen(page, testInfo, 'readonly-owners');

    const refusals: [string, string][] = [
      ['Modify Olivia Owner', 'not authorized to change owner'],
      ['Delete Olivia Owner', 'not authorized to delete owner'],
    ];
    for (const [button, alert] of refusals) {
      await olivia.getByRole('button', { name: button }).click();
      const information = dialog(page, 'Information');
      await expect(information).toContainText(alert);
      await information.getByRole('button', { name: 'Close' }).click();
      await expect(information).toBeHidden();
    }
    await expect(dialog(page, 'Modify Owner')).toHaveCount(0);

    // The vehicles view: neither a status change nor a delete.
    await page
      .getByRole('group', { name: 'Read-only views' })
      .getByRole('button', { name: 'Vehicles' })
      .click();
    const vehicles = panel(page, 'All Vehicles');
    const honda = entry(records(vehicles, 'All Vehicles'), 'DEM101A');
    const vehicleRefusals: [string, string][] = [
      ['Change status of DEM101A', 'not authorized to change status'],
      ['Delete DEM101A', 'not authorized to delete vehicle'],
    ];
    for (const [button, alert] of vehicleRefusals) {
      await honda.getByRole('button', { name: button }).click();
      const information = dialog(page, 'Information');
      await expect(information).toContainText(alert);
      await information.getByRole('button', { name: 'Close' }).click();
      await expect(information).toBeHidden();
    }
    await expect(dialog(page, /Vehicle Status/)).toHaveCount(0);
    await saveScreen(page, testInfo, 'readonly-vehicles');
    // The page only ever read: sign-in, community data and the two lists.
    const changes = apiCalls.filter(
      (path) => !/\/(login|get_[a-z_]+|data_for_hoa\/.*|hoa_data|parking_spot_data)$/.test(path),
    );
    expect(changes).toEqual([]);

    // The server refuses the read-only owner's changes whatever the page offers.
    const token = await apiToken(request, demoLogins.readonly);
    const headers = { Authorization: `Bearer ${token}` };
    const ownersSeen = await request.post('/api/parking/get_all_owners', {
      headers,
      data: { hoaid: DEMO_HOAID },
    });
    expect(ownersSeen.status()).toBe(200);
    const olivias = ((await ownersSeen.json()) as { email: string; userid: string }[]).filter(
      (owner) => owner.email === demoLogins.owner,
    );
    expect(olivias).toHaveLength(1);
    const change = await request.post('/api/parking/updateowner', {
      headers,
      data: {
        owner_id: olivias[0]!.userid,
        owner_email: demoLogins.owner,
        owner_name: 'Olivia Changed',
        owner_fname: 'Olivia',
        owner_lname: 'Changed',
        owner_phone: '302-555-0999',
        owner_pincode: '9999',
        parking_allowed: 5,
        parking_allowed_renter: 2,
        owner_free_parking: 0,
        renter_free_parking: 0,
        status_flag: 1,
        hoaid: DEMO_HOAID,
      },
    });
    expect(change.status()).toBe(403);
    expect(((await change.json()) as { message: string }).message).toBe(
      'not authorized to change owner',
    );
    const removal = await request.post('/api/users/deleteowner', {
      headers,
      data: { userid: olivias[0]!.userid },
    });
    expect(removal.status()).toBe(403);

    await page.reload();
    // Nothing changed: the phone is still the seeded one.
    await expect(entry(ownerList, 'Olivia Owner')).toContainText('302-555-0100');
  });
});
