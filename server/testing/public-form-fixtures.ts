/** A whole public form as the page sends it, optional fields empty: an institution enquiry. */
export const enquiryBody = (email: string) => ({
  institutionName: 'Green Valley School',
  phoneNumber: '+91 98765 43210',
  email,
  country: '',
  state: 'Punjab',
  city: 'Mohali',
  pincode: '160062',
  address: 'Sector 70',
  websiteUrl: '',
  numberOfStudents: '450',
  additionalInfo: '',
});

/** The same for a teacher application. */
export const applicationBody = (email: string) => ({
  name: 'Neha Arora',
  email,
  phoneNumber: '+919812345678',
  currentRole: 'Software Engineer',
  qualification: 'B.Tech',
  yearsOfExperience: 4,
  hasTeachingExperience: 'Yes',
  preferredLocation: 'Both NCR & Punjab',
  whyJoin: 'I want to teach AI to children.',
  linkedinUrl: '',
  portfolioUrl: '',
});
