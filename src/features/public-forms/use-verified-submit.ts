import { useState } from 'react';
import { PUBLIC_FORM_MESSAGES as M, type VerifyOtpInput } from '#contract/public-forms';
import type { SubmitResponse, VerifyResponse } from '#contract/public-forms-answers';
import { contractText } from '#src/i18n/contract-text';
import { apiErrorOf } from '#src/lib/api-client';
import { detailErrors, type FormErrors } from '#src/lib/form-errors';
import { notify } from '#src/lib/notify';

type Options<I> = {
  /** One toast at a time for the form: each message replaces the one before. */
  formId: string;
  submit: (input: I) => Promise<SubmitResponse>;
  verify: (input: VerifyOtpInput) => Promise<VerifyResponse>;
  /** 'Enquiry submitted successfully! …' or 'Application submitted successfully! …'. */
  success: string;
  /** 'Failed to submit enquiry' or 'Failed to submit application'. */
  failed: string;
  onVerified: () => void;
};

/**
 * The form → e-mailed code → verified flow of both public forms (spec 03 §4): submit answers a sessionId and
 * opens the 'Verify Email' modal; a wrong code keeps it open; a dead code (expired, used, too many tries)
 * closes it so the visitor sends the form again for a new code.
 */
export function useVerifiedSubmit<I>({ formId, submit, verify, success, failed, onVerified }: Options<I>) {
  const toast = notify.form(formId);
  const [pending, setPending] = useState<{ sessionId: string; email: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [otpError, setOtpError] = useState<string | null>(null);

  /** Sends the form; answers the server's field errors (if any) for the screen to show under the fields. */
  async function send(input: I, email: string): Promise<FormErrors> {
    setSubmitting(true);
    try {
      const answer = await submit(input);
      setOtpError(null);
      setPending({ sessionId: answer.sessionId, email });
      toast.success(contractText(M.otpSent));
      return {};
    } catch (error) {
      const apiError = apiErrorOf(error);
      toast.error(contractText(apiError?.message || failed));
      return detailErrors(apiError?.details ?? []);
    } finally {
      setSubmitting(false);
    }
  }

  async function confirm(otp: string) {
    if (!pending) return;
    setVerifying(true);
    try {
      await verify({ sessionId: pending.sessionId, otp });
      setPending(null);
      toast.success(success);
      onVerified();
    } catch (error) {
      const apiError = apiErrorOf(error);
      if (!apiError?.message || apiError.status >= 500) {
        // Not an answer about the code (offline, server trouble): the modal stays for another try.
        toast.error(contractText(apiError?.message || failed));
      } else if (apiError.message === M.invalidOtp) {
        toast.error(contractText(M.invalidOtp));
        setOtpError(contractText(apiError.details[0]?.msg ?? M.invalidOtp));
      } else {
        toast.error(contractText(apiError.message));
        setPending(null);
      }
    } finally {
      setVerifying(false);
    }
  }

  return {
    send,
    confirm,
    cancel: () => setPending(null),
    pending,
    submitting,
    verifying,
    otpError,
    clearOtpError: () => setOtpError(null),
  };
}
