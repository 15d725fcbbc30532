// The product footer (spec section 2): legal links, app version, year and product name.
export function Footer({ version, year }: { version: string; year: number }) {
  return (
    <footer className="footer">
      <nav className="footer__links" aria-label="Rechtliches">
        <a href="/tos">Terms of Service</a>
        <a href="/dataprivacy">Privacy Policy</a>
      </nav>
      <p className="footer__meta">
        <span>Version {version}</span> <span>© {year} Guildhall</span>
      </p>
    </footer>
  );
}
