import { Notice } from '../../ui/panels.tsx';
import { Button } from '../../ui/primitives/button.tsx';

/**
 * The foot of a deposit step's form (§3 Player protection by market): the form's error, an alert at `errorId` that
 * the fields point at with aria-describedby, then the submit button, held while the answer is sent.
 */
export function StepSubmit({ errorId, error, pending, label, testId }: { errorId: string; error: string | null; pending: boolean; label: string; testId: string }) {
  return (
    <>
      {error !== null && (
        <Notice tone="error" role="alert" id={errorId}>
          {error}
        </Notice>
      )}
      <Button type="submit" mt={3} disabled={pending} data-testid={testId}>
        {label}
      </Button>
    </>
  );
}
