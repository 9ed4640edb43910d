// A State select's options: the states, then the union territories, each name in the page's
// language while the value stays core's name (decision 060). The address fields and the seller
// settings choose from the same list.
import { STATES, UNION_TERRITORIES } from '@harit/core/india';
import { useT } from '../../lib/i18n';
import { STATE_NAMES } from '../../lib/state-names';

export function StateOptions() {
  const t = useT();
  const groups = [
    [t('States'), STATES],
    [t('Union territories'), UNION_TERRITORIES],
  ] as const;
  return groups.map(([label, places]) => (
    <optgroup key={label} label={label}>
      {places.map((s) => (
        <option key={s} value={s}>
          {t(STATE_NAMES[s])}
        </option>
      ))}
    </optgroup>
  ));
}
