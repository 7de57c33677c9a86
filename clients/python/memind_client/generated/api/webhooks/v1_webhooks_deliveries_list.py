from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.paginated_webhook_delivery_list import PaginatedWebhookDeliveryList
from ...models.v1_webhooks_deliveries_list_status import V1WebhooksDeliveriesListStatus
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    id: int,
    *,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    status: V1WebhooksDeliveriesListStatus | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["page"] = page

    params["page_size"] = page_size

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/webhooks/{id}/deliveries/".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PaginatedWebhookDeliveryList | None:
    if response.status_code == 200:
        response_200 = PaginatedWebhookDeliveryList.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 414:
        response_414 = Error.from_dict(response.json())

        return response_414

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | PaginatedWebhookDeliveryList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    status: V1WebhooksDeliveriesListStatus | Unset = UNSET,
) -> Response[Error | PaginatedWebhookDeliveryList]:
    """The endpoint's delivery log, newest first: status, attempts, the last answer or error.

    Args:
        id (int):
        page (int | Unset):
        page_size (int | Unset):
        status (V1WebhooksDeliveriesListStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaginatedWebhookDeliveryList]
    """

    kwargs = _get_kwargs(
        id=id,
        page=page,
        page_size=page_size,
        status=status,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: int,
    *,
    client: AuthenticatedClient,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    status: V1WebhooksDeliveriesListStatus | Unset = UNSET,
) -> Error | PaginatedWebhookDeliveryList | None:
    """The endpoint's delivery log, newest first: status, attempts, the last answer or error.

    Args:
        id (int):
        page (int | Unset):
        page_size (int | Unset):
        status (V1WebhooksDeliveriesListStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaginatedWebhookDeliveryList
    """

    return sync_detailed(
        id=id,
        client=client,
        page=page,
        page_size=page_size,
        status=status,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    status: V1WebhooksDeliveriesListStatus | Unset = UNSET,
) -> Response[Error | PaginatedWebhookDeliveryList]:
    """The endpoint's delivery log, newest first: status, attempts, the last answer or error.

    Args:
        id (int):
        page (int | Unset):
        page_size (int | Unset):
        status (V1WebhooksDeliveriesListStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaginatedWebhookDeliveryList]
    """

    kwargs = _get_kwargs(
        id=id,
        page=page,
        page_size=page_size,
        status=status,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    status: V1WebhooksDeliveriesListStatus | Unset = UNSET,
) -> Error | PaginatedWebhookDeliveryList | None:
    """The endpoint's delivery log, newest first: status, attempts, the last answer or error.

    Args:
        id (int):
        page (int | Unset):
        page_size (int | Unset):
        status (V1WebhooksDeliveriesListStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaginatedWebhookDeliveryList
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            page=page,
            page_size=page_size,
            status=status,
        )
    ).parsed
