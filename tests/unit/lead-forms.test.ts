import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { leadForms } from '../../src/forms';
import { composeMessage, missingFields, normalizeValues } from '../../src/forms/compose';

describe('lead form templates', () => {
  it('contact: greeting, every value, the message on its own lines', () => {
    const values = {
      fullName: 'Siti Aminah',
      whatsappNumber: '0812-1111-2222',
      serviceType: 'Pengurusan Dokumen',
      message: 'Paspor saya habis bulan depan.\nApa saja syaratnya?',
    };
    expect(composeMessage(leadForms.contact, values)).toBe(
      [
        `Halo ${site.name}, saya ingin menghubungi Anda.`,
        '',
        'Nama Lengkap: Siti Aminah',
        'Nomor WhatsApp: 0812-1111-2222',
        'Jenis Layanan: Pengurusan Dokumen',
        'Pesan:',
        'Paspor saya habis bulan depan.\nApa saja syaratnya?',
      ].join('\n'),
    );
  });

  it('consultation names the service and carries country and region', () => {
    expect(
      composeMessage(leadForms.consultation, { targetCountry: 'Taiwan', originRegion: 'Ponorogo' }),
    ).toBe(
      `Halo ${site.name}, saya ingin konsultasi sebagai calon pekerja migran.\n\n` +
        'Negara Tujuan: Taiwan\nDaerah Asal: Ponorogo',
    );
  });

  it('ticket reads the departure date in Indonesian', () => {
    expect(
      composeMessage(leadForms.ticket, {
        destination: 'Surabaya - Taipei',
        departureDate: '2026-12-15',
      }),
    ).toBe(
      `Halo ${site.name}, saya ingin memesan tiket pesawat.\n\n` +
        'Tujuan: Surabaya - Taipei\nTanggal Keberangkatan: Selasa, 15 Desember 2026',
    );
  });

  it('protection names the service and carries name and region', () => {
    expect(composeMessage(leadForms.protection, { name: 'Dewi', originRegion: 'Madiun' })).toBe(
      `Halo ${site.name}, saya membutuhkan layanan perlindungan pekerja migran.\n\n` +
        'Nama Lengkap: Dewi\nDaerah Asal: Madiun',
    );
  });

  it('document names the service and carries name and document', () => {
    expect(composeMessage(leadForms.document, { name: 'Budi', documentType: 'Paspor' })).toBe(
      `Halo ${site.name}, saya ingin mengurus dokumen pekerja migran.\n\n` +
        'Nama Lengkap: Budi\nJenis Dokumen: Paspor',
    );
  });
});

describe('required fields', () => {
  it('treats blank and whitespace-only values as missing, in field order', () => {
    const values = normalizeValues(leadForms.contact, { fullName: '  ', message: 'x' });
    expect(missingFields(leadForms.contact, values)).toEqual([
      'fullName',
      'whatsappNumber',
      'serviceType',
    ]);
  });

  it('finds nothing missing when every required field is filled', () => {
    expect(
      missingFields(leadForms.ticket, { destination: 'Taipei', departureDate: '2026-12-01' }),
    ).toEqual([]);
  });

  it('the contact form defaults serviceType to Konsultasi Pekerja Migran among the five options', () => {
    const field = leadForms.contact.fields.find((f) => f.name === 'serviceType');
    expect(field?.defaultValue).toBe('Konsultasi Pekerja Migran');
    expect(field?.options).toEqual([
      'Konsultasi Pekerja Migran',
      'Pemesanan Tiket Pesawat',
      'Pengurusan Dokumen',
      'Layanan Perlindungan',
      'Lainnya',
    ]);
  });

  it("carries the spec's exact missing-field texts", () => {
    expect(leadForms.contact.missing).toEqual({
      title: 'Data Tidak Lengkap',
      description: 'Mohon isi semua field yang wajib diisi.',
    });
    expect(leadForms.consultation.missing.description).toBe(
      'Mohon isi negara tujuan dan daerah asal Anda.',
    );
    expect(leadForms.ticket.missing.description).toBe(
      'Mohon isi tujuan dan tanggal keberangkatan.',
    );
    expect(leadForms.protection.missing.description).toBe('Mohon isi nama dan daerah asal Anda.');
    expect(leadForms.document.missing.description).toBe(
      'Mohon isi nama dan jenis dokumen yang diurus.',
    );
  });
});
