/** "I accept the Terms and Conditions", the words linking to /product/terms-and-conditions. */
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@mui/material';
import { useTranslate } from 'ra-core';
import { PATHS } from '@/src/paths';

export default function TermsLabel({ messageKey }: { messageKey: string }) {
  const translate = useTranslate();
  const [before, after = ''] = translate(messageKey, { terms: '\u0000' }).split('\u0000');
  return (
    <span>
      {before}
      <Link component={RouterLink} to={PATHS.product.terms} target="_blank" rel="noopener">
        {translate('cart.checkout.terms')}
      </Link>
      {after}
    </span>
  );
}
