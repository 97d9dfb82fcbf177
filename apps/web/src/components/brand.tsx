import { Link } from '@tanstack/react-router';

/** The product's name, linking home; every layout's header starts with it. */
export const Brand = () => (
  <Link to="/" className="brand">
    Engage
  </Link>
);
