// The help pages in Hindi: the FAQ (its search reads the Hindi words), the shipping
// policy with core's delivery zones named in Hindi, and Customer Care's form.
import { DELIVERY_ZONE_ORDER, DELIVERY_ZONES } from '@harit/core/delivery';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n';
import { renderPage } from '../../test/render';
import { FaqPage } from './faq-page';
import { DELIVERY_TIMES } from './policies';
import { ShippingPage } from './shipping-page';
import { SupportPage } from './support-page';

describe('the help pages in Hindi', () => {
  beforeEach(() => activateLanguage('hi'));
  afterEach(() => activateLanguage('en'));

  it('shows the FAQ in Hindi and searches its Hindi words', async () => {
    const { user } = renderPage(<FaqPage />, { route: '/faq' });
    expect(screen.getByRole('heading', { level: 1, name: 'अक्सर पूछे जाने वाले सवाल' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'डिलीवरी' })).toBeVisible();
    expect(screen.getByText(/^6 विषयों में \d+ सवाल$/)).toBeVisible();
    await user.type(screen.getByLabelText('सवालों में खोजें'), 'रिफ़ंड');
    expect(screen.getByText('मुझे रिफ़ंड कब मिलेगा?')).toBeVisible();
    expect(screen.queryByText('मैं खाता कैसे बनाऊँ?')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('सवाल “रिफ़ंड” से मेल खाते हैं');
  });

  it('keeps the links inside a translated answer', () => {
    renderPage(<FaqPage />, { route: '/faq' });
    expect(screen.getByRole('link', { name: 'ग्राहक सेवा से संपर्क करें' })).toHaveAttribute(
      'href',
      '/support',
    );
  });

  it('names the delivery zones and their days in Hindi on the shipping policy', () => {
    renderPage(<ShippingPage />, { route: '/shipping' });
    expect(screen.getByRole('heading', { level: 1, name: 'शिपिंग नीति' })).toBeVisible();
    const table = screen.getByRole('table', {
      name: 'ऑर्डर के दिन से डिलीवरी का समय, क्षेत्र के अनुसार',
    });
    const metro = within(table).getByRole('rowheader', { name: 'मेट्रो शहर' });
    expect(metro.closest('tr')).toHaveTextContent('2–3 दिन');
    expect(screen.getByText('हर ऑर्डर पर एक समान ₹100', { exact: false })).toBeVisible();
  });

  it('shows Customer Care and its request form in Hindi', () => {
    renderPage(<SupportPage />, { route: '/support', user: null });
    expect(screen.getByRole('heading', { level: 1, name: 'ग्राहक सेवा' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'शिकायत अधिकारी' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'विषय' })).toHaveTextContent('ऑर्डर की स्थिति');
  });
});

describe('the delivery zones the policies name', () => {
  it('are core’s zones in its order, its labels capitalised', () => {
    expect(DELIVERY_TIMES.map((r) => r.region)).toEqual(
      DELIVERY_ZONE_ORDER.map((zone) => {
        const { label } = DELIVERY_ZONES[zone];
        return label.charAt(0).toUpperCase() + label.slice(1);
      }),
    );
    expect(DELIVERY_TIMES.map((r) => r.examples)).toEqual(
      DELIVERY_ZONE_ORDER.map((zone) => DELIVERY_ZONES[zone].examples),
    );
  });
});
