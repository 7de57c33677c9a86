from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.user_search_response import UserSearchResponse
from ...models.v1_users_search_retrieve_type_item import V1UsersSearchRetrieveTypeItem
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    user_id: str,
    *,
    limit: int | Unset = 10,
    q: str,
    type_: list[V1UsersSearchRetrieveTypeItem] | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["q"] = q

    json_type_: list[str] | Unset = UNSET
    if not isinstance(type_, Unset):
        json_type_ = []
        for type_item_data in type_:
            type_item = type_item_data.value
            json_type_.append(type_item)

    params["type"] = json_type_

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/users/{user_id}/search/".format(
            user_id=quote(str(user_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | UserSearchResponse | None:
    if response.status_code == 200:
        response_200 = UserSearchResponse.from_dict(response.json())

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
) -> Response[Error | UserSearchResponse]:
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
    limit: int | Unset = 10,
    q: str,
    type_: list[V1UsersSearchRetrieveTypeItem] | Unset = UNSET,
) -> Response[Error | UserSearchResponse]:
    """Memories and past messages ranked for ``q`` with the same retrieval as ``context``, but
    read-only: no trace is written and nothing is reinforced (a search is not a recall).

    Args:
        user_id (str):
        limit (int | Unset):  Default: 10.
        q (str):
        type_ (list[V1UsersSearchRetrieveTypeItem] | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UserSearchResponse]
    """

    kwargs = _get_kwargs(
        user_id=user_id,
        limit=limit,
        q=q,
        type_=type_,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    user_id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 10,
    q: str,
    type_: list[V1UsersSearchRetrieveTypeItem] | Unset = UNSET,
) -> Error | UserSearchResponse | None:
    """Memories and past messages ranked for ``q`` with the same retrieval as ``context``, but
    read-only: no trace is written and nothing is reinforced (a search is not a recall).

    Args:
        user_id (str):
        limit (int | Unset):  Default: 10.
        q (str):
        type_ (list[V1UsersSearchRetrieveTypeItem] | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UserSearchResponse
    """

    return sync_detailed(
        user_id=user_id,
        client=client,
        limit=limit,
        q=q,
        type_=type_,
    ).parsed


async def asyncio_detailed(
    user_id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 10,
    q: str,
    type_: list[V1UsersSearchRetrieveTypeItem] | Unset = UNSET,
) -> Response[Error | UserSearchResponse]:
    """Memories and past messages ranked for ``q`` with the same retrieval as ``context``, but
    read-only: no trace is written and nothing is reinforced (a search is not a recall).

    Args:
        user_id (str):
        limit (int | Unset):  Default: 10.
        q (str):
        type_ (list[V1UsersSearchRetrieveTypeItem] | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UserSearchResponse]
    """

    kwargs = _get_kwargs(
        user_id=user_id,
        limit=limit,
        q=q,
        type_=type_,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    user_id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 10,
    q: str,
    type_: list[V1UsersSearchRetrieveTypeItem] | Unset = UNSET,
) -> Error | UserSearchResponse | None:
    """Memories and past messages ranked for ``q`` with the same retrieval as ``context``, but
    read-only: no trace is written and nothing is reinforced (a search is not a recall).

    Args:
        user_id (str):
        limit (int | Unset):  Default: 10.
        q (str):
        type_ (list[V1UsersSearchRetrieveTypeItem] | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UserSearchResponse
    """

    return (
        await asyncio_detailed(
            user_id=user_id,
            client=client,
            limit=limit,
            q=q,
            type_=type_,
        )
    ).parsed
