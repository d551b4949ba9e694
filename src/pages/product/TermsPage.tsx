/** /product/terms-and-conditions (spec part 2 section 2): each document's description with its PDF link. */
import { List, ListItem, ListItemText } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { termsQuery } from '@/providers/api/product';
import { PageTitle } from '@/src/components/PageTitle';
import { FileLinks } from './FileLinks';
import { ProductState } from './ProductState';

export default function TermsPage() {
  const translate = useTranslate();
  const terms = useQuery(termsQuery);
  return (
    <>
      <PageTitle title={translate('product.terms.title')} />
      <ProductState query={terms} empty="product.terms.empty">
        {(documents) => (
          <List sx={{ maxWidth: 800 }}>
            {documents.map((document) => (
              <ListItem key={document.pdf_location} divider disableGutters>
                <ListItemText
                  primary={document.description}
                  secondary={
                    <FileLinks name={document.description} files={[{ kind: 'pdf', location: document.pdf_location }]} />
                  }
                  slotProps={{ secondary: { component: 'span' } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </ProductState>
    </>
  );
}
