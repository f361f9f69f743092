import { PolicyPage, policyMetadata } from '@/components/PolicyPage'

export const generateMetadata = () => policyMetadata('copyright')

export default function Page() {
  return <PolicyPage kind="copyright" />
}
