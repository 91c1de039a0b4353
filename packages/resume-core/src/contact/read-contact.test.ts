import { readContactDetails } from './read-contact';
import { applyOwnContact, mergeResumeContacts } from './merge-contact';
import { personHeader } from './person-header';

describe('readContactDetails', () => {
  it('reads the name heading the resume and the contact line under it, as written', () => {
    const text = [
      'Marisol Quintero-Vale',
      'marisol.qv@example.org | (415) 555-0142 | Portland, OR | linkedin.com/in/marisol-qv',
      '',
      'EXPERIENCE',
      'Product Lead, Brightwater Labs   2019 - 2023',
      '- Shipped a scheduling tool used by 40 clinics',
    ].join('\n');
    const { details, lines } = readContactDetails(text);
    expect(details).toEqual({
      full_name: 'Marisol Quintero-Vale',
      email: 'marisol.qv@example.org',
      phone: '(415) 555-0142',
      location: 'Portland, OR',
      links: ['linkedin.com/in/marisol-qv'],
    });
    expect(lines).toMatchObject({ full_name: 0, email: 1, phone: 1 });
  });

  it('keeps credentials after the name and international numbers on labelled lines', () => {
    const text = ['TOMAS ELLINGWORTH, PMP', 'Phone: +44 20 7946 0321', 'Email: t.ellingworth@example.net', 'https://ellingworth.dev'].join('\n');
    expect(readContactDetails(text).details).toEqual({
      full_name: 'TOMAS ELLINGWORTH, PMP',
      email: 't.ellingworth@example.net',
      phone: '+44 20 7946 0321',
      location: null,
      links: ['https://ellingworth.dev'],
    });
  });

  it('takes no title, heading or date range for a name or a phone number', () => {
    const text = ['Senior Product Manager', 'PROFESSIONAL SUMMARY', 'Led teams 2015 - 2018 and 2018-2021.'].join('\n');
    expect(readContactDetails(text).details).toEqual({ full_name: null, email: null, phone: null, location: null, links: [] });
  });
});

describe('contact details over several resumes', () => {
  const older = { full_name: 'Ana Ruiz', email: 'ana@old.example', phone: '555 010 0199', location: null, links: [] };
  const newer = { full_name: 'Ana Ruiz', email: 'ana@new.example', phone: null, location: 'Denver, CO', links: [] };

  it('takes each field from the newest resume that gives it', () => {
    const merged = mergeResumeContacts([
      { resumeFileId: 'b', createdAt: '2026-01-02T00:00:00.000Z', contact: newer },
      { resumeFileId: 'a', createdAt: '2026-01-01T00:00:00.000Z', contact: older },
    ]);
    expect(merged.details).toEqual({ full_name: 'Ana Ruiz', email: 'ana@new.example', phone: '555 010 0199', location: 'Denver, CO', links: [] });
    expect(merged.source.phone).toEqual({ from: 'resume', resume_file_id: 'a' });
    expect(merged.source.email).toEqual({ from: 'resume', resume_file_id: 'b' });
  });

  it("puts the person's own fields on top of every resume", () => {
    const read = mergeResumeContacts([{ resumeFileId: 'b', createdAt: '2026-01-02T00:00:00.000Z', contact: newer }]);
    const own = applyOwnContact(read, { full_name: 'Ana María Ruiz' }, '2026-02-01T00:00:00.000Z');
    expect(own.details.full_name).toBe('Ana María Ruiz');
    expect(own.source.full_name).toEqual({ from: 'user', updated_at: '2026-02-01T00:00:00.000Z' });
    expect(own.details.email).toBe('ana@new.example');
  });
});

describe('personHeader', () => {
  it('never prints a login handle as the name', () => {
    const header = personHeader({ contact: null, account: { full_name: 'ana.ruiz77', email: 'ana.ruiz77@example.com' }, latestRole: 'Analyst' });
    expect(header).toMatchObject({ fullName: '', email: 'ana.ruiz77@example.com', headline: 'Analyst' });
  });

  it("prints the resume's name and contact lines over the account's", () => {
    const header = personHeader({
      contact: { full_name: 'Ana Ruiz', email: 'ana@new.example', phone: '555 010 0199', location: null, links: [] },
      account: { full_name: 'ana', email: 'login@example.com' },
      latestRole: null,
    });
    expect(header).toMatchObject({ fullName: 'Ana Ruiz', email: 'ana@new.example', phone: '555 010 0199' });
  });
});

describe('readContactDetails on the layouts people use', () => {
  it('takes the name from a labelled or shared line, and never a line under a section heading', () => {
    expect(readContactDetails('PERSONAL INFORMATION Tamsin Oduya\nPhone +44 7700 900123').details.full_name).toBe('Tamsin Oduya');
    expect(readContactDetails('Curriculum Vitae\nTamsin Oduya / t.oduya@example.org / 07700 900123').details).toMatchObject({
      full_name: 'Tamsin Oduya',
      email: 't.oduya@example.org',
      phone: '07700 900123',
    });
    expect(readContactDetails('Tamsin Oduya\tt.oduya@example.org').details.full_name).toBe('Tamsin Oduya');
    expect(readContactDetails('Contact\nt.oduya@example.org\nTop Skills\nProcess Mapping').details.full_name).toBeNull();
    expect(readContactDetails('EDUCATION\nB.S. IN COMPUTER SCIENCE\nNorth Valley State').details.full_name).toBeNull();
  });
});
