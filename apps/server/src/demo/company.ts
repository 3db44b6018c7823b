/**
 * The shape of the fictitious demo company: its countries (clusters), divisions and the job
 * titles found in each. Plain data, so the people generator and the tests read one source.
 */

export type ClusterCode = 'GB' | 'IE' | 'ZA' | 'FR' | 'AE';

export interface DemoCluster {
  code: ClusterCode;
  name: string;
  /** Mobile numbers are generated in the country's own format. */
  mobilePrefix: string;
  /** What is sent to a member who has chosen no language. */
  defaultLanguage: string;
  timeZone: string;
  currency: string;
}

export interface DemoDivision {
  code: string;
  name: string;
  clusterCode: ClusterCode;
  /** Head count, head of division and team managers included. */
  size: number;
  headTitle: string;
  managerTitles: readonly string[];
  memberTitles: readonly string[];
}

export const DEMO_CLUSTERS: readonly DemoCluster[] = [
  {
    code: 'GB',
    name: 'United Kingdom',
    mobilePrefix: '+44 7',
    defaultLanguage: 'en-GB',
    timeZone: 'Europe/London',
    currency: 'GBP',
  },
  {
    code: 'IE',
    name: 'Ireland',
    mobilePrefix: '+353 8',
    defaultLanguage: 'en-GB',
    timeZone: 'Europe/Dublin',
    currency: 'EUR',
  },
  {
    code: 'ZA',
    name: 'South Africa',
    mobilePrefix: '+27 8',
    defaultLanguage: 'en-GB',
    timeZone: 'Africa/Johannesburg',
    currency: 'ZAR',
  },
  {
    code: 'FR',
    name: 'France',
    mobilePrefix: '+33 6',
    defaultLanguage: 'fr',
    timeZone: 'Europe/Paris',
    currency: 'EUR',
  },
  {
    code: 'AE',
    name: 'United Arab Emirates',
    mobilePrefix: '+971 5',
    defaultLanguage: 'ar',
    timeZone: 'Asia/Dubai',
    currency: 'AED',
  },
];

/**
 * Countries that joined the programme after the founding company: their people are generated
 * after everyone else's, from a seed of their own, so adding them moved nobody already there.
 */
export const LATER_CLUSTERS: ReadonlySet<ClusterCode> = new Set(['FR', 'AE']);

/**
 * Sizes add up to DEMO_HEADCOUNT. Birthdays and anniversaries need at least two people for
 * each of the 366 calendar days (see people.ts), hence a company of this size.
 */
export const DEMO_DIVISIONS: readonly DemoDivision[] = [
  {
    code: 'MKT-GB',
    name: 'Marketing',
    clusterCode: 'GB',
    size: 70,
    headTitle: 'Head of Marketing',
    managerTitles: ['Brand Manager', 'Marketing Manager', 'Consumer Insights Manager'],
    memberTitles: [
      'Brand Executive',
      'Assistant Brand Manager',
      'Social Media Executive',
      'Copywriter',
      'Consumer Insights Analyst',
      'PR Executive',
    ],
  },
  {
    code: 'FIN-GB',
    name: 'Finance',
    clusterCode: 'GB',
    size: 48,
    headTitle: 'Finance Director',
    managerTitles: ['Financial Controller', 'Commercial Finance Manager'],
    memberTitles: [
      'Management Accountant',
      'Accounts Payable Clerk',
      'Credit Controller',
      'Finance Business Partner',
      'Payroll Officer',
    ],
  },
  {
    code: 'HR-GB',
    name: 'Human Resources',
    clusterCode: 'GB',
    size: 34,
    headTitle: 'HR Director',
    managerTitles: ['HR Manager', 'Talent Acquisition Manager'],
    memberTitles: [
      'HR Business Partner',
      'HR Advisor',
      'Recruitment Coordinator',
      'Learning and Development Specialist',
      'Reward Analyst',
    ],
  },
  {
    code: 'DIG-GB',
    name: 'Digital',
    clusterCode: 'GB',
    size: 62,
    headTitle: 'Head of Digital',
    managerTitles: ['E-commerce Manager', 'Engineering Manager', 'CRM Manager'],
    memberTitles: [
      'Software Engineer',
      'UX Designer',
      'Data Analyst',
      'E-commerce Executive',
      'Content Producer',
      'Digital Marketing Executive',
    ],
  },
  {
    code: 'PD-GB',
    name: 'Product Development',
    clusterCode: 'GB',
    size: 66,
    headTitle: 'Head of Product Development',
    managerTitles: ['Formulation Manager', 'Packaging Development Manager', 'Regulatory Affairs Manager'],
    memberTitles: [
      'Formulation Chemist',
      'Packaging Technologist',
      'Regulatory Affairs Officer',
      'Sensory Evaluation Specialist',
      'Laboratory Technician',
    ],
  },
  {
    code: 'SF-GB',
    name: 'Sales-Field',
    clusterCode: 'GB',
    size: 130,
    headTitle: 'Head of Field Sales',
    managerTitles: ['Regional Sales Manager', 'Area Sales Manager'],
    memberTitles: [
      'Field Sales Representative',
      'Beauty Consultant',
      'Key Account Executive',
      'Merchandiser',
      'Counter Manager',
    ],
  },
  {
    code: 'CC-IE',
    name: 'Customer Care',
    clusterCode: 'IE',
    size: 72,
    headTitle: 'Head of Customer Care',
    managerTitles: ['Customer Care Team Leader', 'Quality and Training Manager'],
    memberTitles: [
      'Customer Care Advisor',
      'Senior Customer Care Advisor',
      'Complaints Handler',
      'Live Chat Advisor',
      'Quality Analyst',
    ],
  },
  {
    code: 'SCM-IE',
    name: 'Supply Chain',
    clusterCode: 'IE',
    size: 78,
    headTitle: 'Supply Chain Director',
    managerTitles: ['Warehouse Manager', 'Demand Planning Manager', 'Logistics Manager'],
    memberTitles: [
      'Demand Planner',
      'Warehouse Operative',
      'Logistics Coordinator',
      'Procurement Buyer',
      'Stock Controller',
    ],
  },
  {
    code: 'RET-ZA',
    name: 'Retail Operations',
    clusterCode: 'ZA',
    size: 92,
    headTitle: 'Head of Retail Operations',
    managerTitles: ['Store Manager', 'Retail Area Manager'],
    memberTitles: [
      'Beauty Advisor',
      'Store Supervisor',
      'Visual Merchandiser',
      'Retail Trainer',
      'Stock Assistant',
    ],
  },
  {
    code: 'MFG-ZA',
    name: 'Manufacturing',
    clusterCode: 'ZA',
    size: 76,
    headTitle: 'Plant Director',
    managerTitles: ['Production Manager', 'Quality Assurance Manager', 'Maintenance Manager'],
    memberTitles: [
      'Production Operator',
      'Quality Inspector',
      'Maintenance Technician',
      'Filling Line Operator',
      'Health and Safety Officer',
    ],
  },
  {
    code: 'MKT-ZA',
    name: 'Regional Marketing',
    clusterCode: 'ZA',
    size: 32,
    headTitle: 'Regional Marketing Director',
    managerTitles: ['Trade Marketing Manager', 'Brand Activation Manager'],
    memberTitles: [
      'Trade Marketing Executive',
      'Brand Activation Coordinator',
      'Graphic Designer',
      'Events Coordinator',
    ],
  },
  {
    code: 'PAR-FR',
    name: 'Paris Boutiques',
    clusterCode: 'FR',
    size: 26,
    headTitle: 'Directrice des Boutiques',
    managerTitles: ['Responsable de Boutique'],
    memberTitles: ['Conseillère Beauté', 'Maquilleuse', 'Vendeuse', 'Esthéticienne'],
  },
  {
    code: 'RI-FR',
    name: 'Research & Innovation',
    clusterCode: 'FR',
    size: 20,
    headTitle: 'Directeur Recherche et Innovation',
    managerTitles: ['Responsable Formulation'],
    memberTitles: ['Chimiste Formulatrice', 'Évaluatrice Sensorielle', 'Technicien de Laboratoire'],
  },
  {
    code: 'RET-AE',
    name: 'Gulf Retail',
    clusterCode: 'AE',
    size: 26,
    headTitle: 'Head of Gulf Retail',
    managerTitles: ['Store Manager', 'Area Manager'],
    memberTitles: ['Beauty Advisor', 'Senior Beauty Advisor', 'Visual Merchandiser', 'Cashier'],
  },
  {
    code: 'TR-AE',
    name: 'Travel Retail',
    clusterCode: 'AE',
    size: 18,
    headTitle: 'Travel Retail Director',
    managerTitles: ['Duty Free Account Manager'],
    memberTitles: ['Travel Retail Advisor', 'Brand Ambassador', 'Stock Controller'],
  },
];

export const DEMO_HEADCOUNT = DEMO_DIVISIONS.reduce((n, d) => n + d.size, 0);

/** People per team manager; a division has ceil((size - 1) / (TEAM_SIZE + 1)) teams. */
export const TEAM_SIZE = 10;
