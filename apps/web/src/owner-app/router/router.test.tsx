import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMatcher, matchPattern } from './match';
import {
  createMemoryRouter,
  Link,
  NavLink,
  Outlet,
  RouterProvider,
  useNavigate,
  useOutletContext,
  useParams,
  useRouteError,
  useSearchParams,
} from './router';

function Vote() {
  const { votingCode } = useParams();
  const [params] = useSearchParams();
  return (
    <p>
      vote {votingCode} {params.get('from')}
    </p>
  );
}

function Layout() {
  return (
    <div>
      <NavLink to="/owner" end>
        home
      </NavLink>
      <NavLink to="/owner/votes">votes</NavLink>
      <Outlet context="the session" />
    </div>
  );
}

function Home() {
  const navigate = useNavigate();
  return (
    <div>
      <p>home {useOutletContext<string>()}</p>
      <Link to="/owner/votes/V1?from=home">open V1</Link>
      <button type="button" onClick={() => navigate('/owner/votes/new', { replace: true })}>
        replace
      </button>
    </div>
  );
}

function Broken(): never {
  throw new Error('page broke');
}

function ErrorPage() {
  return <p role="alert">error: {(useRouteError() as Error).message}</p>;
}

const routes = () => [
  {
    errorElement: <ErrorPage />,
    children: [
      {
        path: '/owner',
        element: <Layout />,
        children: [
          { index: true, element: <Home /> },
          { path: 'votes', element: <p>vote list</p> },
          { path: 'votes/:votingCode', element: <Vote /> },
          { path: 'votes/new', element: <p>new vote</p> },
          { path: 'broken', element: <Broken /> },
          { path: '*', element: <p>not found</p> },
        ],
      },
      { path: '*', element: <p>outside</p> },
    ],
  },
];

describe('the owner router', () => {
  it('ranks as react-router: a static segment over a parameter, the index over its layout, * last', () => {
    const match = createMatcher(routes());
    const leaf = (path: string) =>
      match(path).at(-1)?.route.path ?? (match(path).at(-1)?.route.index ? 'index' : '');
    expect(leaf('/owner')).toBe('index');
    expect(leaf('/owner/')).toBe('index');
    expect(leaf('/owner/votes/new')).toBe('votes/new');
    expect(leaf('/owner/votes/V1')).toBe('votes/:votingCode');
    expect(leaf('/owner/nothing/here')).toBe('*');
    expect(leaf('/login')).toBe('*');
    expect(match('/login')).toHaveLength(2);
    expect(matchPattern('/owner/votes/:votingCode', '/owner/votes/%E8%A1%A8')).toEqual({ votingCode: '表' });
    expect(matchPattern('/owner/*', '/owner/a/b')).toEqual({ '*': 'a/b' });
  });

  it('renders the layouts with their outlet context, follows links, and goes back', () => {
    const router = createMemoryRouter(routes(), { initialEntries: ['/owner'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('home the session')).toBeTruthy();
    expect(screen.getByText('home').getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByText('open V1'));
    expect(screen.getByText('vote V1 home')).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/owner/votes/V1?from=home',
    );
    // NavLink without `end` marks the section; the one with `end` only its own page.
    expect(screen.getByText('votes').className).toBe('active');
    expect(screen.getByText('home').className).toBe('');
    act(() => router.history.go(-1));
    expect(screen.getByText('home the session')).toBeTruthy();
    fireEvent.click(screen.getByText('replace'));
    expect(screen.getByText('new vote')).toBeTruthy();
    act(() => router.history.go(-1));
    // Replaced: the home page is no longer in the history, so Back stays.
    expect(screen.getByText('new vote')).toBeTruthy();
  });

  it('leaves a modified click (new tab) to the browser', () => {
    const router = createMemoryRouter(routes(), { initialEntries: ['/owner'] });
    render(<RouterProvider router={router} />);
    const link = screen.getByText('open V1');
    expect(link.getAttribute('href')).toBe('/owner/votes/V1?from=home');
    fireEvent.click(link, { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/owner');
  });

  it('shows the not-found page under /owner and the catch-all outside it', () => {
    const router = createMemoryRouter(routes(), { initialEntries: ['/owner/nothing'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('not found')).toBeTruthy();
    act(() => router.history.push('/login'));
    expect(screen.getByText('outside')).toBeTruthy();
  });

  it('shows the errorElement when a page throws, and the next address renders again', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(routes(), { initialEntries: ['/owner/broken'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('alert').textContent).toBe('error: page broke');
    act(() => router.history.push('/owner/votes'));
    expect(screen.getByText('vote list')).toBeTruthy();
    quiet.mockRestore();
  });
});
