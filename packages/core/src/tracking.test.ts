import { describe, expect, it } from 'vitest';
import { COURIERS, courierNamed, trackingUrl } from './tracking.ts';

describe('trackingUrl', () => {
  it('links each courier Indian shops use to its tracking page with the number', () => {
    expect(trackingUrl('Delhivery', 'DL-123456789')).toBe(
      'https://www.delhivery.com/track/package/DL-123456789',
    );
    expect(trackingUrl('Blue Dart', '12345678901')).toContain('trackNo=12345678901');
    expect(trackingUrl('DTDC', 'D1234567')).toContain('strCnno=D1234567');
    expect(trackingUrl('Ecom Express', 'E1')).toContain('awb_field=E1');
    expect(trackingUrl('Xpressbees', 'XB1')).toContain('awbNo=XB1');
    expect(trackingUrl('India Post', 'EE123456789IN')).toContain('indiapost.gov.in');
    expect(trackingUrl('Shadowfax', 'SF1')).toContain('shadowfax.in');
    expect(COURIERS.map((c) => c.name)).toEqual([
      'India Post',
      'Delhivery',
      'Blue Dart',
      'DTDC',
      'Ecom Express',
      'Xpressbees',
      'Shadowfax',
    ]);
  });

  it('matches the names staff type loosely', () => {
    expect(courierNamed('bluedart')?.id).toBe('blue-dart');
    expect(courierNamed(' Blue-Dart Express ')?.id).toBe('blue-dart');
    expect(courierNamed('SPEED POST')?.id).toBe('india-post');
    expect(courierNamed('XpressBees')?.id).toBe('xpressbees');
  });

  it('gives no link without a courier it knows or a number', () => {
    expect(trackingUrl('Local van', 'A1')).toBeNull();
    expect(trackingUrl('Delhivery', null)).toBeNull();
    expect(trackingUrl(null, 'A1')).toBeNull();
  });
});
