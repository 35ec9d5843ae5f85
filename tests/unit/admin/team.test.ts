import { describe, expect, it } from 'vitest';
import { teamRefusal } from '../../../src/admin/team/team-api';
import {
  addFailure,
  duplicateNameText,
  lastOwnerText,
  revokeFailure,
} from '../../../src/admin/team/team-messages';
import { teamNameProblem } from '../../../src/admin/team/team-name';
import {
  dayOf,
  lastUsedText,
  revokedText,
  roleName,
  teamSummary,
} from '../../../src/admin/team/team-texts';
import { wrongKeyMessage } from '../../../src/admin/shared/messages';

describe("a key's name, checked before it is sent", () => {
  it('takes 1 to 60 characters, trimmed, counted as the database counts them', () => {
    expect(teamNameProblem('Siti')).toBeNull();
    expect(teamNameProblem('  Siti Aminah  ')).toBeNull();
    expect(teamNameProblem('a'.repeat(60))).toBeNull();
    // 60 emoji are 120 UTF-16 units but 60 characters for char_length.
    expect(teamNameProblem('👩'.repeat(60))).toBeNull();
    expect(teamNameProblem(` ${'a'.repeat(60)} `)).toBeNull();
  });

  it('refuses an empty name, a long one and control characters, in Indonesian', () => {
    expect(teamNameProblem('')).toBe('Isi nama orang yang akan memegang kunci ini.');
    expect(teamNameProblem('   ')).toBe('Isi nama orang yang akan memegang kunci ini.');
    expect(teamNameProblem('a'.repeat(61))).toBe('Nama paling banyak 60 karakter (sekarang 61).');
    expect(teamNameProblem('Siti\tAminah')).toBe('Nama berisi karakter yang tidak dapat dipakai.');
  });
});

describe('why the database refused', () => {
  it("tells a writer's key apart from a wrong or revoked one", () => {
    expect(teamRefusal({ status: 403, code: 'PT403' })).toBe('not-owner');
    expect(teamRefusal({ status: 401, code: '42501' })).toBe('wrong-key');
    expect(teamRefusal({ status: 401 })).toBe('wrong-key');
    expect(teamRefusal({ status: 403, code: '' })).toBe('wrong-key');
  });

  it('names each refusal of the team functions', () => {
    expect(teamRefusal({ status: 409, code: '23505' })).toBe('duplicate');
    expect(teamRefusal({ status: 400, code: '22023' })).toBe('bad-name');
    expect(teamRefusal({ status: 409, code: 'PT409' })).toBe('last-owner');
    expect(teamRefusal({ status: 404, code: 'PT404' })).toBe('not-found');
    expect(teamRefusal({ status: 0, code: '' })).toBe('failed');
    expect(teamRefusal({ status: 500, code: 'XX000' })).toBe('failed');
  });
});

describe('what the owner is told when a write fails', () => {
  it('a duplicate or refused name on the field, anything else in a toast', () => {
    expect(addFailure('duplicate')).toEqual({ field: duplicateNameText });
    expect(duplicateNameText).toBe('Nama ini sudah dipakai kunci lain yang aktif.');
    expect(addFailure('bad-name')).toEqual({
      field: 'Nama ini tidak dapat dipakai: isi 1 sampai 60 karakter.',
    });
    expect(addFailure('wrong-key')).toEqual({ toast: wrongKeyMessage });
    expect(addFailure('not-owner')).toEqual({
      toast: {
        title: 'Bukan Kunci Pemilik',
        description: 'Hanya pemilik yang dapat mengelola tim.',
      },
    });
    expect(addFailure('failed')).toMatchObject({ toast: { title: 'Kunci Belum Dibuat' } });
  });

  it('says the last owner key stays, and why', () => {
    expect(revokeFailure('last-owner')).toEqual({
      title: 'Kunci Tidak Dicabut',
      description: lastOwnerText,
    });
    expect(lastOwnerText).toMatch(/^Kunci pemilik terakhir tidak dapat dicabut/);
    expect(revokeFailure('wrong-key')).toBe(wrongKeyMessage);
    expect(revokeFailure('failed')).toEqual({
      title: 'Kunci Belum Dicabut',
      description: 'Periksa koneksi internet Anda, lalu coba lagi.',
    });
  });
});

describe('the table of keys', () => {
  it('dates each key in WIB, in Indonesian', () => {
    // 17:30 UTC is already the next day in Jakarta (UTC+7).
    expect(dayOf('2026-11-27T17:30:00Z')).toBe('28 November 2026');
    expect(lastUsedText('2026-12-01')).toBe('1 Desember 2026');
    expect(lastUsedText(null)).toBe('Belum pernah');
    expect(revokedText('2026-11-27T16:59:00+00:00')).toBe('Dicabut 27 November 2026');
  });

  it('names the roles and counts the keys', () => {
    expect(roleName('pemilik')).toBe('Pemilik');
    expect(roleName('penulis')).toBe('Penulis');
    expect(teamSummary([{ revoked_at: null }, { revoked_at: null }])).toBe('2 kunci aktif.');
    expect(teamSummary([{ revoked_at: null }, { revoked_at: '2026-11-27T10:00:00Z' }])).toBe(
      '1 kunci aktif, 1 dicabut.',
    );
  });
});
