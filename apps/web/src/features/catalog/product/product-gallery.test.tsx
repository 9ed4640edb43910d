// The product page's gallery (decision 080): a thumbnail button for each picture, named
// "Picture N of M" in the page's language; a click or the arrow keys change the large picture,
// focus following on the thumbnails; only the first picture loads at once; one picture shows no
// thumbnails.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { renderPage } from '../../../test/render';
import { ProductGallery } from './product-gallery';

const PICTURES = [
  '/images/products/solar-study-lamp.svg',
  '/uploads/products/ab12cd-800.webp',
  '/images/products/bamboo-wind-chime.svg',
];

/** The large picture: the image inside the button that enlarges it. */
function largePicture(): HTMLImageElement {
  const button = screen.getByRole('button', { name: /Enlarge the picture of/ });
  return button.querySelector('img')!;
}

const thumbnail = (name: string | RegExp) => screen.getByRole('button', { name });

describe('the product gallery', () => {
  afterEach(() => activateLanguage('en'));

  it('shows the first picture at once and a thumbnail for each, the first current', () => {
    renderPage(<ProductGallery images={PICTURES} name="Solar Study Lamp" />);
    expect(largePicture()).toHaveAttribute('src', PICTURES[0]);
    expect(largePicture()).toHaveAttribute('loading', 'eager');
    const list = screen.getByRole('list');
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Picture 1 of 3',
      'Picture 2 of 3',
      'Picture 3 of 3',
    ]);
    expect(thumbnail('Picture 1 of 3')).toHaveAttribute('aria-current', 'true');
    // Thumbnails wait until scrolled near.
    for (const button of buttons) {
      expect(button.querySelector('img')).toHaveAttribute('loading', 'lazy');
    }
  });

  it('changes the large picture on a click, and steps through with the arrow keys', async () => {
    const { user } = renderPage(<ProductGallery images={PICTURES} name="Solar Study Lamp" />);
    await user.click(thumbnail('Picture 3 of 3'));
    expect(largePicture()).toHaveAttribute('src', PICTURES[2]);
    expect(largePicture()).toHaveAttribute('loading', 'lazy');
    expect(thumbnail('Picture 3 of 3')).toHaveAttribute('aria-current', 'true');
    expect(thumbnail('Picture 1 of 3')).not.toHaveAttribute('aria-current');

    // From the last, right goes round to the first; focus follows the current thumbnail.
    await user.keyboard('{ArrowRight}');
    expect(largePicture()).toHaveAttribute('src', PICTURES[0]);
    expect(thumbnail('Picture 1 of 3')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(largePicture()).toHaveAttribute('src', PICTURES[2]);
    expect(thumbnail('Picture 3 of 3')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(thumbnail('Picture 1 of 3')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(largePicture()).toHaveAttribute('src', PICTURES[1]);
    expect(thumbnail('Picture 2 of 3')).toHaveAttribute('aria-current', 'true');

    // On the large picture the arrows change it too, focus staying there.
    const large = screen.getByRole('button', { name: /Enlarge the picture of/ });
    large.focus();
    await user.keyboard('{End}');
    expect(largePicture()).toHaveAttribute('src', PICTURES[2]);
    expect(large).toHaveFocus();
  });

  it('names the thumbnails in Hindi on a Hindi page', async () => {
    await activateLanguage('hi');
    renderPage(<ProductGallery images={PICTURES} name="सोलर स्टडी लैंप" />);
    expect(thumbnail('3 में से तस्वीर 2')).toBeInTheDocument();
  });

  it('shows one picture without thumbnails', () => {
    renderPage(<ProductGallery images={PICTURES.slice(0, 1)} name="Solar Study Lamp" />);
    expect(largePicture()).toHaveAttribute('src', PICTURES[0]);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
