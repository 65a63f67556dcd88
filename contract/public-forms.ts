import * as v from 'valibot';
import { EMAIL_PATTERN } from './auth';
import { optionalText, requiredText } from './fields';

/** Public enquiry and teacher-application forms (spec 03 §2, §5, §9): options, then request schemas. */

export type Country = { name: string; dialCode: string; states: readonly string[] | null };

export const INDIA_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Chandigarh',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Puducherry',
] as const;

export const US_STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
] as const;

/** The 17 supported countries with their dialling prefixes; only India and the US have a state list. */
export const COUNTRIES: readonly Country[] = [
  { name: 'India', dialCode: '+91', states: INDIA_STATES },
  { name: 'United States', dialCode: '+1', states: US_STATES },
  { name: 'United Kingdom', dialCode: '+44', states: null },
  { name: 'Australia', dialCode: '+61', states: null },
  { name: 'China', dialCode: '+86', states: null },
  { name: 'Japan', dialCode: '+81', states: null },
  { name: 'South Korea', dialCode: '+82', states: null },
  { name: 'UAE', dialCode: '+971', states: null },
  { name: 'Singapore', dialCode: '+65', states: null },
  { name: 'Malaysia', dialCode: '+60', states: null },
  { name: 'Indonesia', dialCode: '+62', states: null },
  { name: 'Thailand', dialCode: '+66', states: null },
  { name: 'Sri Lanka', dialCode: '+94', states: null },
  { name: 'Nepal', dialCode: '+977', states: null },
  { name: 'Bangladesh', dialCode: '+880', states: null },
  { name: 'Pakistan', dialCode: '+92', states: null },
  { name: 'Afghanistan', dialCode: '+93', states: null },
];

/** The country of a phone number from its dialling prefix, the longest matching prefix winning; null if none. */
export function countryFromPhone(phone: string, countries: readonly Country[] = COUNTRIES): Country | null {
  const compact = phone.replace(/[\s()-]/g, '');
  let best: Country | null = null;
  for (const country of countries) {
    if (compact.startsWith(country.dialCode) && (!best || country.dialCode.length > best.dialCode.length))
      best = country;
  }
  return best;
}

export const statesOf = (countryName: string): readonly string[] | null =>
  COUNTRIES.find((c) => c.name === countryName)?.states ?? null;

export const QUALIFICATIONS = ['B.Tech', 'M.Tech', 'Computer Science Degree', 'B.Ed', 'M.Ed', 'PhD', 'Other'] as const;
export const PREFERRED_LOCATIONS = [
  'NCR (Delhi/Noida/Gurgaon/Ghaziabad)',
  'Punjab (Chandigarh/Mohali/Ludhiana)',
  'Both NCR & Punjab',
] as const;
export const TEACHING_EXPERIENCE_OPTIONS = ['Yes', 'No'] as const;

// ---- Request schemas (the server validates with these; the client's forms reuse them) ----

export const PUBLIC_FORM_MESSAGES = {
  fillRequired: 'Please fill in all required fields',
  otpSent: 'OTP sent to your email!',
  invalidOtp: 'Invalid OTP',
  otpFormat: 'Please enter the 6-digit code',
  otpExpired: 'This code has expired. Please submit the form again to get a new code.',
  otpUsed: 'This code has already been used. Please submit the form again to get a new code.',
  otpTooManyAttempts: 'Too many incorrect codes. Please submit the form again to get a new code.',
  otpUnknown: 'This verification has expired or does not exist. Please submit the form again.',
  tooManySubmits: 'Too many submissions. Please wait 15 minutes and try again.',
  mailFailed: 'We could not send the verification e-mail. Please try again later.',
  enquirySuccess: 'Enquiry submitted successfully! We will contact you soon.',
  applicationSuccess: 'Application submitted successfully! We will contact you soon.',
  enquiryFailed: 'Failed to submit enquiry',
  applicationFailed: 'Failed to submit application',
} as const;

/** One-time codes: 6 digits, 10 minutes, single use, at most 5 tries. Submits: per e-mail and per address. */
export const OTP_RULES = { length: 6, ttlMs: 10 * 60_000, maxAttempts: 5 } as const;
export const SUBMIT_LIMITS = { windowMs: 15 * 60_000, perEmail: 5, perAddress: 20 } as const;

const text = (max: number, label: string) =>
  v.pipe(optionalText(), v.maxLength(max, `${label} must be ${max} characters or fewer`));
const required = (message: string, max: number, label: string) =>
  v.pipe(requiredText(message), v.maxLength(max, `${label} must be ${max} characters or fewer`));
const email = v.pipe(
  requiredText('Email is required'),
  v.regex(EMAIL_PATTERN, 'Please enter a valid email'),
  v.maxLength(254, 'Please enter a valid email'),
);
const phone = (message: string) =>
  v.pipe(requiredText(message), v.regex(/^\+?[\d\s()-]{6,20}$/, 'Please enter a valid phone number'));
const optionalUrl = v.pipe(
  optionalText(),
  v.maxLength(500, 'Please enter a valid URL'),
  v.check((s) => s === '' || /^(https?:\/\/)?[^\s/$.?#]+\.[^\s]+$/i.test(s), 'Please enter a valid URL'),
);
/** A whole number typed as text or sent as a number; '' → null. */
const optionalCount = (max: number, message: string) =>
  v.pipe(
    v.optional(v.nullable(v.union([v.number(message), v.string(message)])), null),
    v.transform((x) => (x === null || x === '' ? null : Number(typeof x === 'string' ? x.trim() : x))),
    v.check((n) => n === null || (Number.isInteger(n) && n >= 0 && n <= max), message),
  );

/** The country the form shows: from the phone's prefix, else what was sent. */
export const resolveCountry = (phoneNumber: string, country: string) => countryFromPhone(phoneNumber)?.name ?? country;

export const EnquirySchema = v.pipe(
  v.object({
    institutionName: required('Institution name is required', 200, 'Institution name'),
    phoneNumber: phone('Phone number is required'),
    email,
    country: text(100, 'Country'),
    state: text(100, 'State'),
    city: text(100, 'City'),
    pincode: text(12, 'Pincode'),
    address: required('Address is required', 500, 'Address'),
    websiteUrl: optionalUrl,
    numberOfStudents: optionalCount(1_000_000, 'Number of students must be a whole number'),
    additionalInfo: text(2000, 'Additional information'),
  }),
  v.forward(
    v.partialCheck(
      [['phoneNumber'], ['country']],
      (x) => resolveCountry(x.phoneNumber, x.country) !== '',
      'Country is required',
    ),
    ['country'],
  ),
  v.forward(
    v.partialCheck(
      [['phoneNumber'], ['country'], ['state']],
      (x) => {
        const states = statesOf(resolveCountry(x.phoneNumber, x.country));
        return x.state === '' || !states || states.includes(x.state);
      },
      'Please choose a state from the list',
    ),
    ['state'],
  ),
  v.transform((x) => ({ ...x, country: resolveCountry(x.phoneNumber, x.country) })),
);
export type EnquiryInput = v.InferInput<typeof EnquirySchema>;
export type Enquiry = v.InferOutput<typeof EnquirySchema>;

export const TeacherApplicationSchema = v.pipe(
  v.object({
    name: required('Name is required', 200, 'Name'),
    email,
    phoneNumber: phone('Phone number is required'),
    country: text(100, 'Country'),
    currentRole: required('Current role is required', 200, 'Current role'),
    qualification: v.pipe(
      requiredText('Qualification is required'),
      v.picklist(QUALIFICATIONS, 'Qualification is required'),
    ),
    yearsOfExperience: optionalCount(60, 'Years of experience must be a whole number from 0 to 60'),
    hasTeachingExperience: v.pipe(
      v.optional(v.union([v.boolean(), v.picklist(['Yes', 'No', 'yes', 'no'])], 'Please answer Yes or No'), 'No'),
      v.transform((x): 'Yes' | 'No' => (x === true || x === 'Yes' || x === 'yes' ? 'Yes' : 'No')),
    ),
    preferredLocation: v.pipe(
      requiredText('Preferred location is required'),
      v.picklist(PREFERRED_LOCATIONS, 'Preferred location is required'),
    ),
    whyJoin: required('Please tell us why you want to join', 3000, 'Your answer'),
    linkedinUrl: optionalUrl,
    portfolioUrl: optionalUrl,
  }),
  v.transform((x) => ({ ...x, country: resolveCountry(x.phoneNumber, x.country) })),
);
export type TeacherApplicationInput = v.InferInput<typeof TeacherApplicationSchema>;
export type TeacherApplication = v.InferOutput<typeof TeacherApplicationSchema>;

export const VerifyOtpSchema = v.object({
  sessionId: requiredText(PUBLIC_FORM_MESSAGES.otpUnknown),
  otp: v.pipe(requiredText(PUBLIC_FORM_MESSAGES.otpFormat), v.regex(/^\d{6}$/, PUBLIC_FORM_MESSAGES.otpFormat)),
});
export type VerifyOtpInput = v.InferInput<typeof VerifyOtpSchema>;
