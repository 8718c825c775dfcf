// The part of react-router the portal uses, provided as the `react-router` (and
// `react-router-dom`) singleton. A shared library is provided whole, so the whole router (data
// routers, server rendering, RSC) would reach the login page; providing this list instead keeps
// one router instance in every app at a quarter of the size (docs/adr/0004). ESLint allows only
// these names in app code (tests run on the whole library); add a name here before using it.
export {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-library';
