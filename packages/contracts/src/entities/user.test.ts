import { UserSchema, normaliseEmail, toPublicUser } from './user';
import { fullNameFromEmail } from './user-name';

describe('user helpers', () => {
  const record = {
    id: 'u1',
    email: 'ann@example.com',
    full_name: 'ann',
    created_at: '2025-01-01T00:00:00Z',
    password_hash: 'h',
    password_salt: 's',
    updated_at: '2025-01-01T00:00:00Z',
  };

  it('toPublicUser drops credentials', () => {
    const pub = toPublicUser(record);
    expect(pub).toEqual({ id: 'u1', email: 'ann@example.com', full_name: 'ann', created_at: '2025-01-01T00:00:00Z' });
    expect(Object.keys(pub)).not.toContain('password_hash');
  });

  it('UserSchema strips credential fields from a record', () => {
    expect(Object.keys(UserSchema.parse(record)).sort()).toEqual(['created_at', 'email', 'full_name', 'id']);
  });

  it('derives full_name from the email and normalises case', () => {
    expect(fullNameFromEmail('jane.doe@example.com')).toBe('jane.doe');
    expect(fullNameFromEmail('nobody')).toBe('nobody');
    expect(normaliseEmail('  Ann@Example.COM ')).toBe('ann@example.com');
  });
});
