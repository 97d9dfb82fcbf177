import { type ErrorComponentProps, SearchParamError } from '@tanstack/react-router';
import { DefaultLayout } from '../layouts/default-layout.tsx';
import { ErrorPage } from './error-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** The 404 page in the default layout: an unmatched path. */
export const RootNotFound = () => (
  <DefaultLayout>
    <NotFoundPage />
  </DefaultLayout>
);

/** Spec section 8: a failed route validation is a 404 too; anything else is the 500 page. */
export const RootError = (props: ErrorComponentProps) => (
  <DefaultLayout>
    {props.error instanceof SearchParamError ? <NotFoundPage /> : <ErrorPage {...props} />}
  </DefaultLayout>
);
