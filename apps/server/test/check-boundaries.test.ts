// scripts/check-boundaries.mjs (decisions 015 and 063) run on a small temporary tree: it must name the
// file that crosses a feature boundary and fail, and pass when features only import their own.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const checker = join(import.meta.dirname, '../../../scripts/check-boundaries.mjs');
const trees: string[] = [];

function treeWith(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'harit-boundaries-'));
  trees.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

function check(root: string) {
  try {
    return {
      exitCode: 0,
      output: execFileSync(process.execPath, [checker, root], { encoding: 'utf8' }),
    };
  } catch (error) {
    const failed = error as { status: number; stdout: string };
    return { exitCode: failed.status, output: failed.stdout };
  }
}

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('feature boundary check', () => {
  it('passes when each feature imports only itself, shared code and the app layer composes them', () => {
    const root = treeWith({
      'apps/web/src/features/cart/cart-controls.tsx':
        "import { api } from '../../lib/api-client';\n",
      'apps/web/src/features/catalog/product-card.tsx':
        "import { ProductImage } from '../../components/product-image';\n",
      'apps/web/src/app/routes/shop.tsx':
        "import { CartControls } from '../../features/cart/cart-controls';\nimport { ProductCard } from '../../features/catalog/product-card';\n",
      'apps/server/src/features/orders/service.ts':
        "import { badRequest } from '../../plugins/errors.ts';\n",
      'apps/server/src/app.ts':
        "import { createCartRepository } from './features/cart/repository.ts';\n",
      'apps/server/src/workflows/place-order.ts':
        "import { reserveStock } from '../features/catalog/service.ts';\nimport { recordOrder } from '../features/orders/service.ts';\n",
    });

    expect(check(root)).toEqual({ exitCode: 0, output: 'feature boundaries: no violations\n' });
  });

  it('fails and lists a web feature that imports another feature', () => {
    const root = treeWith({
      'apps/web/src/features/cart/cart-controls.tsx': 'export function CartControls() {}\n',
      'apps/web/src/features/catalog/product-card.tsx':
        "import { ProductImage } from '../../components/product-image';\nimport { CartControls } from '../cart/cart-controls';\n",
      'apps/web/src/features/wishlist/wish-page.tsx':
        "import { useCart } from '@/features/cart/api/get-cart';\n",
    });

    expect(check(root)).toEqual({
      exitCode: 1,
      output: [
        "web: apps/web/src/features/catalog/product-card.tsx:2 features/catalog imports features/cart ('../cart/cart-controls')",
        "web: apps/web/src/features/wishlist/wish-page.tsx:1 features/wishlist imports features/cart ('@/features/cart/api/get-cart')",
        '2 boundary violations (see docs/decisions/015 and 063)\n',
      ].join('\n'),
    });
  });

  it('fails when a web feature imports the app layer above it', () => {
    const root = treeWith({
      'apps/web/src/features/orders/admin/orders-page.tsx':
        "import { ConsolePage } from '../../../app/admin/console-page';\nimport { DataTable } from '../../../components/data-table';\n",
    });

    expect(check(root)).toEqual({
      exitCode: 1,
      output: [
        "web: apps/web/src/features/orders/admin/orders-page.tsx:1 features/orders imports the app layer ('../../../app/admin/console-page')",
        '1 boundary violation (see docs/decisions/015 and 063)\n',
      ].join('\n'),
    });
  });

  it("fails when a server feature imports another feature's repository, not when it imports its own", () => {
    const root = treeWith({
      'apps/server/src/features/wishlist/repository.ts':
        "import { toProduct } from '../catalog/repository.ts';\nimport { routes } from './routes.ts';\n",
      'apps/server/src/features/wishlist/routes.ts':
        "import { createWishlistRepository } from './repository.ts';\n",
    });

    const { exitCode, output } = check(root);

    expect(exitCode).toBe(1);
    expect(output.split('\n')).toEqual([
      "server: apps/server/src/features/wishlist/repository.ts:1 features/wishlist imports features/catalog/repository.ts (another feature's repository) ('../catalog/repository.ts')",
      '1 boundary violation (see docs/decisions/015 and 063)',
      '',
    ]);
  });

  it("fails when a server feature imports another feature's service; a workflow joins them", () => {
    const root = treeWith({
      'apps/server/src/features/reviews/service.ts':
        "import { hasDeliveredLine } from '../orders/service.ts';\n",
      'apps/server/src/workflows/review-purchase.ts':
        "import { hasDeliveredLine } from '../features/orders/service.ts';\n",
    });

    expect(check(root)).toEqual({
      exitCode: 1,
      output: [
        "server: apps/server/src/features/reviews/service.ts:1 features/reviews imports features/orders (a workflow or composition joins features) ('../orders/service.ts')",
        '1 boundary violation (see docs/decisions/015 and 063)\n',
      ].join('\n'),
    });
  });

  it('passes a pair on the allowlist, and fails an entry that is no longer imported', () => {
    const files = {
      'apps/server/src/features/cart/repository.ts':
        "import { productSummaries } from '../catalog/service.ts';\n",
      'scripts/boundaries-allowlist.txt':
        '# waiting to move\ncart -> catalog   # product summaries\nwishlist -> catalog\n',
    };

    expect(check(treeWith(files))).toEqual({
      exitCode: 1,
      output: [
        "server: scripts/boundaries-allowlist.txt:3 'wishlist -> catalog' is no longer imported; remove it",
        '1 boundary violation (see docs/decisions/015 and 063)\n',
      ].join('\n'),
    });
    expect(
      check(
        treeWith({ ...files, 'scripts/boundaries-allowlist.txt': 'cart -> catalog # summaries\n' }),
      ),
    ).toEqual({ exitCode: 0, output: 'feature boundaries: no violations\n' });
  });

  it('reports an import cycle between server features even when each pair is allowed', () => {
    const root = treeWith({
      'apps/server/src/features/orders/service.ts':
        "import { openPayment } from '../payments/service.ts';\n",
      'apps/server/src/features/payments/flows.ts':
        "import { queuePaidMail } from '../rewards/service.ts';\n",
      'apps/server/src/features/rewards/service.ts':
        "import { orderNumbers } from '../orders/service.ts';\n",
      'scripts/boundaries-allowlist.txt':
        'orders -> payments\npayments -> rewards\nrewards -> orders\n',
    });

    expect(check(root)).toEqual({
      exitCode: 1,
      output: [
        'server: import cycle features/orders -> features/payments -> features/rewards -> features/orders',
        '1 boundary violation (see docs/decisions/015 and 063)\n',
      ].join('\n'),
    });
  });

  it("fails when a server feature imports a workflow, or a workflow another feature's repository", () => {
    const root = treeWith({
      'apps/server/src/features/payments/sweeper.ts':
        "import { expireOverdueOrders } from '../../workflows/expire-unpaid-order.ts';\n",
      'apps/server/src/workflows/expire-unpaid-order.ts':
        "import { orderByIdSkipLocked } from '../features/orders/repository.ts';\n",
    });

    expect(check(root)).toEqual({
      exitCode: 1,
      output: [
        "server: apps/server/src/features/payments/sweeper.ts:1 features/payments imports the workflows layer ('../../workflows/expire-unpaid-order.ts')",
        "server: apps/server/src/workflows/expire-unpaid-order.ts:1 a workflow imports features/orders/repository.ts (call the feature's service) ('../features/orders/repository.ts')",
        '2 boundary violations (see docs/decisions/015 and 063)\n',
      ].join('\n'),
    });
  });
});
