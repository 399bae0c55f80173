import type { Endpoint, EndpointMethod } from '@edma/contract/endpoint';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/** A form for an endpoint's request: checked by the endpoint's own request schema, starting from `defaultValues`. */
export function useEndpointForm<Input extends FieldValues, Output>(
  endpoint: Endpoint<EndpointMethod, z.ZodType<Output, Input>>,
  defaultValues: DefaultValues<Input>,
) {
  return useForm<Input, unknown, Output>({ resolver: zodResolver(endpoint.request), defaultValues });
}
