from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.paginated_trace_list import PaginatedTraceList
from ...models.v1_traces_list_kind import V1TracesListKind
from ...types import UNSET, Unset
from typing import cast
import datetime


def _get_kwargs(
    *,
    created_after: datetime.datetime | Unset = UNSET,
    created_before: datetime.datetime | Unset = UNSET,
    kind: V1TracesListKind | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    q: str | Unset = UNSET,
    user: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_created_after: str | Unset = UNSET
    if not isinstance(created_after, Unset):
        json_created_after = created_after.isoformat()
    params["created_after"] = json_created_after

    json_created_before: str | Unset = UNSET
    if not isinstance(created_before, Unset):
        json_created_before = created_before.isoformat()
    params["created_before"] = json_created_before

    json_kind: str | Unset = UNSET
    if not isinstance(kind, Unset):
        json_kind = kind.value

    params["kind"] = json_kind

    params["page"] = page

    params["page_size"] = page_size

    params["q"] = q

    params["user"] = user

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/traces/",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PaginatedTraceList | None:
    if response.status_code == 200:
        response_200 = PaginatedTraceList.from_dict(response.json())

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
) -> Response[Error | PaginatedTraceList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    created_after: datetime.datetime | Unset = UNSET,
    created_before: datetime.datetime | Unset = UNSET,
    kind: V1TracesListKind | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    q: str | Unset = UNSET,
    user: str | Unset = UNSET,
) -> Response[Error | PaginatedTraceList]:
    """ "Why did it say that": every context build and proactive plan, with what went into it.

    Args:
        created_after (datetime.datetime | Unset):
        created_before (datetime.datetime | Unset):
        kind (V1TracesListKind | Unset):
        page (int | Unset):
        page_size (int | Unset):
        q (str | Unset):
        user (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaginatedTraceList]
    """

    kwargs = _get_kwargs(
        created_after=created_after,
        created_before=created_before,
        kind=kind,
        page=page,
        page_size=page_size,
        q=q,
        user=user,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    created_after: datetime.datetime | Unset = UNSET,
    created_before: datetime.datetime | Unset = UNSET,
    kind: V1TracesListKind | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    q: str | Unset = UNSET,
    user: str | Unset = UNSET,
) -> Error | PaginatedTraceList | None:
    """ "Why did it say that": every context build and proactive plan, with what went into it.

    Args:
        created_after (datetime.datetime | Unset):
        created_before (datetime.datetime | Unset):
        kind (V1TracesListKind | Unset):
        page (int | Unset):
        page_size (int | Unset):
        q (str | Unset):
        user (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaginatedTraceList
    """

    return sync_detailed(
        client=client,
        created_after=created_after,
        created_before=created_before,
        kind=kind,
        page=page,
        page_size=page_size,
        q=q,
        user=user,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    created_after: datetime.datetime | Unset = UNSET,
    created_before: datetime.datetime | Unset = UNSET,
    kind: V1TracesListKind | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    q: str | Unset = UNSET,
    user: str | Unset = UNSET,
) -> Response[Error | PaginatedTraceList]:
    """ "Why did it say that": every context build and proactive plan, with what went into it.

    Args:
        created_after (datetime.datetime | Unset):
        created_before (datetime.datetime | Unset):
        kind (V1TracesListKind | Unset):
        page (int | Unset):
        page_size (int | Unset):
        q (str | Unset):
        user (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaginatedTraceList]
    """

    kwargs = _get_kwargs(
        created_after=created_after,
        created_before=created_before,
        kind=kind,
        page=page,
        page_size=page_size,
        q=q,
        user=user,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    created_after: datetime.datetime | Unset = UNSET,
    created_before: datetime.datetime | Unset = UNSET,
    kind: V1TracesListKind | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    q: str | Unset = UNSET,
    user: str | Unset = UNSET,
) -> Error | PaginatedTraceList | None:
    """ "Why did it say that": every context build and proactive plan, with what went into it.

    Args:
        created_after (datetime.datetime | Unset):
        created_before (datetime.datetime | Unset):
        kind (V1TracesListKind | Unset):
        page (int | Unset):
        page_size (int | Unset):
        q (str | Unset):
        user (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaginatedTraceList
    """

    return (
        await asyncio_detailed(
            client=client,
            created_after=created_after,
            created_before=created_before,
            kind=kind,
            page=page,
            page_size=page_size,
            q=q,
            user=user,
        )
    ).parsed
