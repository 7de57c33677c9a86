from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.paginated_gap_list import PaginatedGapList
from ...models.v1_users_gaps_list_status_item import V1UsersGapsListStatusItem
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    user_id: str,
    *,
    kind: str | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    status: list[V1UsersGapsListStatusItem] | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["kind"] = kind

    params["page"] = page

    params["page_size"] = page_size

    json_status: list[str] | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = []
        for status_item_data in status:
            status_item = status_item_data.value
            json_status.append(status_item)

    params["status"] = json_status

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/users/{user_id}/gaps/".format(
            user_id=quote(str(user_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PaginatedGapList | None:
    if response.status_code == 200:
        response_200 = PaginatedGapList.from_dict(response.json())

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
) -> Response[Error | PaginatedGapList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    user_id: str,
    *,
    client: AuthenticatedClient,
    kind: str | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    status: list[V1UsersGapsListStatusItem] | Unset = UNSET,
) -> Response[Error | PaginatedGapList]:
    """The user's gaps (open, asked, closed, expired), newest first.

    Args:
        user_id (str):
        kind (str | Unset):
        page (int | Unset):
        page_size (int | Unset):
        status (list[V1UsersGapsListStatusItem] | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaginatedGapList]
    """

    kwargs = _get_kwargs(
        user_id=user_id,
        kind=kind,
        page=page,
        page_size=page_size,
        status=status,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    user_id: str,
    *,
    client: AuthenticatedClient,
    kind: str | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    status: list[V1UsersGapsListStatusItem] | Unset = UNSET,
) -> Error | PaginatedGapList | None:
    """The user's gaps (open, asked, closed, expired), newest first.

    Args:
        user_id (str):
        kind (str | Unset):
        page (int | Unset):
        page_size (int | Unset):
        status (list[V1UsersGapsListStatusItem] | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaginatedGapList
    """

    return sync_detailed(
        user_id=user_id,
        client=client,
        kind=kind,
        page=page,
        page_size=page_size,
        status=status,
    ).parsed


async def asyncio_detailed(
    user_id: str,
    *,
    client: AuthenticatedClient,
    kind: str | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    status: list[V1UsersGapsListStatusItem] | Unset = UNSET,
) -> Response[Error | PaginatedGapList]:
    """The user's gaps (open, asked, closed, expired), newest first.

    Args:
        user_id (str):
        kind (str | Unset):
        page (int | Unset):
        page_size (int | Unset):
        status (list[V1UsersGapsListStatusItem] | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaginatedGapList]
    """

    kwargs = _get_kwargs(
        user_id=user_id,
        kind=kind,
        page=page,
        page_size=page_size,
        status=status,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    user_id: str,
    *,
    client: AuthenticatedClient,
    kind: str | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    status: list[V1UsersGapsListStatusItem] | Unset = UNSET,
) -> Error | PaginatedGapList | None:
    """The user's gaps (open, asked, closed, expired), newest first.

    Args:
        user_id (str):
        kind (str | Unset):
        page (int | Unset):
        page_size (int | Unset):
        status (list[V1UsersGapsListStatusItem] | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaginatedGapList
    """

    return (
        await asyncio_detailed(
            user_id=user_id,
            client=client,
            kind=kind,
            page=page,
            page_size=page_size,
            status=status,
        )
    ).parsed
