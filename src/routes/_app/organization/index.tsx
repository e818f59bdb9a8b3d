import { createFileRoute } from '@tanstack/react-router';
import { OrganizationScreen } from '../../../features/organization/organization-screen';

export const Route = createFileRoute('/_app/organization/')({
  component: function OrganizationRoute() {
    const { lodge } = Route.useRouteContext();
    return <OrganizationScreen role={lodge.role} />;
  },
});
