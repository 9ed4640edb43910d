import { Link } from 'react-router';
import { productPath } from '../lib/product-path';
import { ProductImage } from './product-image';

/**
 * The picture of an order or checkout line, opening its product page (by id: a line
 * carries no slug). Only the name link beside it is a tab stop.
 */
export function LineThumbnail({ productId, image }: { productId: string; image: string }) {
  return (
    <Link to={productPath(productId)} tabIndex={-1} aria-hidden="true">
      <ProductImage
        src={image}
        alt=""
        sizes="56px"
        className="size-14 shrink-0 rounded-lg bg-stone-100 object-cover"
      />
    </Link>
  );
}

/** A line's product name, linking to its product page. */
export function LineName({ productId, name }: { productId: string; name: string }) {
  return (
    <Link to={productPath(productId)} className="hover:text-brand-800 hover:underline">
      {name}
    </Link>
  );
}
