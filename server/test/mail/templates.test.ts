// Every notification template has the community's name, a plain-text part and an
// unsubscribe link; HTML is escaped.
import {
  onsiteMail,
  receiptMail,
  reminderMail,
  summaryMail,
  violationMail,
  type MailFrame,
} from '../../src/mail/templates';
import {
  readUnsubscribeToken,
  unsubscribeToken,
  unsubscribeUrl,
} from '../../src/services/notifications/unsubscribe';

const frame: MailFrame = {
  community: 'Sea <Breeze>',
  to: { email: 'olivia@example.org', name: 'Olivia & Co' },
  unsubscribeUrl: 'https://portal.example/api/users/unsubscribe/abc',
};
const vehicle = {
  plate: 'ABC123',
  make: 'Honda',
  model: 'Fit',
  unitnumber: '101',
  enddate: '2030-03-06',
};

const all = [
  onsiteMail(frame, vehicle),
  reminderMail(frame, vehicle),
  receiptMail(frame, {
    amount_cents: 1250,
    nights: 2,
    plate: 'ABC123',
    unitnumber: '101',
    startdate: '2030-03-04',
    enddate: '2030-03-06',
    transactionId: 'txn-1',
  }),
  violationMail(frame, {
    plate: 'ABC123',
    state: 'DE',
    date: '2030-03-04',
    time: '10:00:00',
    location: 'Gate',
    description: '',
    unitnumber: '101',
  }),
  summaryMail(frame, {
    from: '2030-03-04',
    to: '2030-03-10',
    onsite: 3,
    violations: 1,
    payments: 2,
    paid_cents: 2500,
  }),
];

describe('notification templates', () => {
  it.each(all.map((mail) => [mail.subject, mail]))('%s', (_subject, mail) => {
    expect(mail.to).toBe('olivia@example.org');
    expect(mail.subject.startsWith('Sea <Breeze>: ')).toBe(true);
    expect(mail.text).toContain('Hello Olivia & Co,');
    expect(mail.text).toContain('the Sea <Breeze> parking portal');
    expect(mail.text).toContain(`To stop these mails, open: ${frame.unsubscribeUrl}`);
    expect(mail.text).not.toMatch(/<[a-z]/);
    expect(mail.html).toContain('<h1>Sea &#60;Breeze&#62;</h1>');
    expect(mail.html).toContain(`<a href="${frame.unsubscribeUrl}">Unsubscribe</a>`);
    expect(mail.html).toContain('Olivia &#38; Co');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${frame.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('writes each kind its facts', () => {
    const [onsite, reminder, receipt, violation, summary] = all.map((mail) => mail.text);
    expect(onsite).toContain('Checkout date: 2030-03-06');
    expect(reminder).toContain('checks out tomorrow, 2030-03-06');
    expect(receipt).toContain('Amount: $12.50');
    expect(receipt).toContain('Transaction id: txn-1');
    expect(violation).toContain('Location: Gate');
    expect(violation).not.toContain('Description');
    expect(summary).toContain('Payments: 2 ($25.00)');
  });
});

describe('unsubscribe tokens', () => {
  const userid = '53e01953-c463-411d-916b-8528ea11ea83';
  const secret = 's'.repeat(48);

  it('names the user and kind, and fits in a path parameter', () => {
    const token = unsubscribeToken(secret, userid, 'reminder');
    expect(token.length).toBeLessThanOrEqual(100);
    expect(readUnsubscribeToken(secret, token)).toEqual({ userid, kind: 'reminder' });
    expect(unsubscribeUrl('https://p.example', secret, userid, 'reminder')).toBe(
      `https://p.example/api/users/unsubscribe/${token}`,
    );
  });

  it('refuses another kind, another secret or a changed signature', () => {
    const token = unsubscribeToken(secret, userid, 'reminder');
    expect(readUnsubscribeToken(secret, token.replace('reminder', 'summary'))).toBeNull();
    expect(readUnsubscribeToken('t'.repeat(48), token)).toBeNull();
    expect(readUnsubscribeToken(secret, `${token.slice(0, -2)}AA`)).toBeNull();
    expect(readUnsubscribeToken(secret, 'nonsense')).toBeNull();
  });
});
