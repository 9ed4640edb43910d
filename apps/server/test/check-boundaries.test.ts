// scripts/check-boundaries.mjs (decision 015) run on a small temporary tree: it must name the
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
        '2 boundary violations (see docs/decisions/015)\n',
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
        '1 boundary violation (see docs/decisions/015)\n',
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
      '1 boundary violation (see docs/decisions/015)',
      '',
    ]);
  });
});
