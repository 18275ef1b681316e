import { Button } from '@org/ui/components/button';

/** The site's root. Routes and sections arrive with the site issue. */
export function App() {
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col items-center justify-center gap-6 p-8 text-center">
      <h1 className="text-4xl font-bold tracking-tight">
        Cut front-desk costs by 80% and answer every call, 24 hours a day
      </h1>
      <Button asChild variant="custom" size="lg">
        <a href="/demo">Start 1 Month Free Trial</a>
      </Button>
    </main>
  );
}
