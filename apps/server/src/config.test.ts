import { describe, expect, it } from 'vitest';
import { ConfigError, IN_MEMORY, loadConfig } from './config.ts';

const base = { DATA_DIR: IN_MEMORY };

describe('seller settings', () => {
  it("defaults to the embedded demo's seller in Karnataka", () => {
    const { seller } = loadConfig(base, false);
    expect(seller).toEqual({
      legalName: 'Harit Retail Private Limited',
      address: '12 Indiranagar 100 Feet Road, Bengaluru 560038',
      gstin: '29AAHCH1234K1ZH',
      state: 'Karnataka',
      invoicePrefix: 'HRT',
      signatory: 'Director',
    });
  });

  it('takes a real registration from the environment', () => {
    const { seller } = loadConfig(
      {
        ...base,
        SELLER_LEGAL_NAME: 'Green Goods LLP',
        SELLER_ADDRESS: '4 MG Road, Pune 411001',
        SELLER_GSTIN: '27AAPFU0939F1ZV',
        SELLER_STATE: 'Maharashtra',
      },
      false,
    );
    expect(seller.state).toBe('Maharashtra');
    expect(seller.gstin).toBe('27AAPFU0939F1ZV');
  });

  it('refuses a GSTIN that is not 15 characters of the right shape, naming the variable', () => {
    expect(() => loadConfig({ ...base, SELLER_GSTIN: '29AAHCH1234' }, false)).toThrow(
      /SELLER_GSTIN: must be a 15-character GSTIN/,
    );
  });

  it('refuses a GSTIN whose check character is wrong, saying which it must be', () => {
    expect(() => loadConfig({ ...base, SELLER_GSTIN: '29AAHCH1234K1ZQ' }, false)).toThrow(
      "SELLER_GSTIN: The GSTIN's check character is Q; for these first 14 characters it must be H.",
    );
  });

  it('refuses a GSTIN of another state than SELLER_STATE, naming both', () => {
    expect(() =>
      loadConfig({ ...base, SELLER_GSTIN: '29AAHCH1234K1ZH', SELLER_STATE: 'Chandigarh' }, false),
    ).toThrow("SELLER_GSTIN: The GSTIN's state code 29 is Karnataka, not Chandigarh (04).");
  });

  it('refuses a state that is not on the list', () => {
    expect(() => loadConfig({ ...base, SELLER_STATE: 'Bangalore' }, false)).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, SELLER_STATE: 'Bangalore' }, false)).toThrow(/SELLER_STATE/);
  });
});

describe('payment settings', () => {
  it('uses the test gateway, a 15-minute window and 3 unpaid orders by default', () => {
    const { payments } = loadConfig(base, false);
    expect(payments).toMatchObject({ windowMs: 900_000, maxUnpaidOrders: 3, razorpay: null });
  });

  it('switches to Razorpay with all three keys, and refuses only some of them', () => {
    const keys = {
      RAZORPAY_KEY_ID: 'rzp_test_1',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
    };
    expect(loadConfig({ ...base, ...keys }, false).payments.razorpay).toEqual({
      keyId: 'rzp_test_1',
      keySecret: 'secret',
      webhookSecret: 'hook',
      apiUrl: 'https://api.razorpay.com',
    });
    expect(() => loadConfig({ ...base, RAZORPAY_KEY_ID: 'rzp_test_1' }, false)).toThrow(
      ConfigError,
    );
  });
});

describe('read replicas', () => {
  const primary = 'postgres://postgres@127.0.0.1:5432/harit';

  it('takes one or more replica URLs beside DATABASE_URL', () => {
    const { database } = loadConfig(
      {
        ...base,
        DATABASE_URL: primary,
        DATABASE_READ_URL: 'postgres://r1:5432/harit, postgresql://r2:5432/harit',
      },
      false,
    );
    expect(database).toEqual({
      kind: 'postgres',
      url: primary,
      readUrls: ['postgres://r1:5432/harit', 'postgresql://r2:5432/harit'],
    });
    expect(loadConfig({ ...base, DATABASE_URL: primary }, false).database).toMatchObject({
      readUrls: [],
    });
  });

  it('refuses replicas for the embedded database, and URLs that are not PostgreSQL', () => {
    expect(() => loadConfig({ ...base, DATABASE_READ_URL: 'postgres://r1/harit' }, false)).toThrow(
      /DATABASE_READ_URL: only valid together with DATABASE_URL/,
    );
    expect(() =>
      loadConfig({ ...base, DATABASE_URL: primary, DATABASE_READ_URL: 'mysql://r1/harit' }, false),
    ).toThrow(/DATABASE_READ_URL: must be one or more postgres:\/\/ URLs/);
  });
});

describe('operations settings (decision 070)', () => {
  it('serves no metrics unless METRICS_PORT is set, and then on loopback by default', () => {
    expect(loadConfig(base, false).metrics).toBeNull();
    expect(loadConfig({ ...base, METRICS_PORT: '9464' }, false).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
    });
    expect(
      loadConfig({ ...base, METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }, false).metrics,
    ).toEqual({ port: 9464, host: '10.0.0.5' });
  });

  it('refuses a METRICS_PORT that is not a port, naming the variable', () => {
    for (const bad of ['metrics', '70000', '-1', '80.5']) {
      expect(() => loadConfig({ ...base, METRICS_PORT: bad }, false)).toThrow(/METRICS_PORT/);
    }
  });

  it('refuses METRICS_PORT equal to PORT: metrics are never on the public port', () => {
    expect(() => loadConfig({ ...base, PORT: '3000', METRICS_PORT: '3000' }, false)).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ...base, METRICS_PORT: '3000' }, false)).toThrow(
      /METRICS_PORT: must not be PORT/,
    );
  });

  it('drains for 5 s and waits 10 s by default; migrates at start unless told not to', () => {
    const config = loadConfig(base, false);
    expect(config.shutdown).toEqual({ drainMs: 5_000, timeoutMs: 10_000 });
    expect(config.migrateOnStart).toBe(true);
    expect(loadConfig({ ...base, MIGRATE_ON_START: 'false' }, false).migrateOnStart).toBe(false);
    expect(() => loadConfig({ ...base, SHUTDOWN_DRAIN_MS: 'soon' }, false)).toThrow(
      /SHUTDOWN_DRAIN_MS/,
    );
  });
});

describe('reverse proxy (decision 070)', () => {
  it('trusts no proxy by default, and the listed ones when TRUST_PROXY names them', () => {
    expect(loadConfig(base, false).trustProxy).toEqual([]);
    expect(loadConfig({ ...base, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }, false).trustProxy).toEqual(
      ['127.0.0.1', '10.0.0.0/8'],
    );
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'everyone' }, false)).toThrow(/TRUST_PROXY/);
  });
});
