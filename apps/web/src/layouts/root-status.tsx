import { type ErrorComponentProps, SearchParamError } from '@tanstack/react-router';
import { ErrorPage } from '../components/error-page.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { DefaultLayout } from './default-layout.tsx';

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
