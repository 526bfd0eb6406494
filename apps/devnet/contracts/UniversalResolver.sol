// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IENSRegistry {
    function resolver(bytes32 node) external view returns (address);
}

interface IERC165 {
    function supportsInterface(bytes4 interfaceId) external view returns (bool);
}

/// A universal resolver for the Portico devnet, with the entry points viem's ENS actions call
/// (`resolveWithGateways`, `reverseWithGateways`): ENSIP-10 wildcard lookup of the resolver in the
/// registry, EIP-3668 CCIP-Read through a batch gateway (the resolver's OffchainLookup becomes one
/// `query((sender, urls, data)[])` to the caller's gateways, e.g. viem's local `x-batch-gateway:true`,
/// so the resolver's own gateway is asked with the resolver as sender; the answer goes back to the
/// resolver's callback), and a reverse lookup of any EVM coin type (ENSIP-19: `<addr>.addr.reverse`
/// for coin type 60, `<addr>.default.reverse` for `0x80000000`, `<addr>.<coinTypeAsHex>.reverse`
/// otherwise) that checks the primary name resolves back to the address for that coin type
/// (`addr(node)` for 60, `addr(node, coinType)` otherwise). Written for Portico after the interface of ENS's MIT-licensed UniversalResolver.
contract UniversalResolver {
    IENSRegistry public immutable registry;

    bytes4 private constant EXTENDED_RESOLVER = 0x9061b923; // resolve(bytes,bytes)
    bytes4 private constant ADDR = 0x3b3b57de; // addr(bytes32)
    bytes4 private constant ADDR_COIN = 0xf1cb7e06; // addr(bytes32,uint256)
    uint256 private constant COIN_TYPE_ETH = 60;
    uint256 private constant COIN_TYPE_DEFAULT = 0x80000000;
    bytes4 private constant NAME = 0x691f3431; // name(bytes32)
    bytes4 private constant QUERY = 0xa780bab6; // query((address,string[],bytes)[])

    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
    error ResolverNotFound(bytes name);
    error ResolverNotContract(bytes name, address resolver);
    error ResolverError(bytes errorData);
    error ReverseAddressMismatch(string primary, bytes primaryAddress);
    error UnsupportedResolverProfile(bytes4 selector);
    error DNSDecodingFailed(bytes dns);

    /// What a pending offchain step carries to its callback.
    struct Pending {
        address resolver;
        bytes4 callback;
        bytes extraData;
        bytes context;
        string[] gateways;
    }

    /// One request of a batch gateway query.
    struct Query {
        address sender;
        string[] urls;
        bytes data;
    }

    constructor(IENSRegistry registry_) {
        registry = registry_;
    }

    // --- forward: resolveWithGateways(name, data) -> (result, resolver)

    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata gateways)
        external
        view
        returns (bytes memory, address)
    {
        address resolver = findResolver(name);
        bytes memory result = _resolve(resolver, name, data, this.resolveCallback.selector, "", gateways);
        return (result, resolver);
    }

    function resolveCallback(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (bytes memory, address)
    {
        Pending memory pending = abi.decode(extraData, (Pending));
        return (_callback(pending, response), pending.resolver);
    }

    // --- reverse: reverseWithGateways(address, coinType) -> (name, resolver, reverseResolver)

    function reverseWithGateways(bytes calldata lookupAddress, uint256 coinType, string[] calldata gateways)
        external
        view
        returns (string memory, address, address)
    {
        if (lookupAddress.length != 20) revert UnsupportedResolverProfile(NAME);
        bytes memory reverseName = dnsEncode(_reverseName(lookupAddress, coinType));
        address reverseResolver = findResolver(reverseName);
        bytes memory result = _resolve(
            reverseResolver,
            reverseName,
            abi.encodeWithSelector(NAME, namehash(reverseName, 0)),
            this.reverseCallback.selector,
            abi.encode(lookupAddress, coinType, reverseResolver),
            gateways
        );
        return _verifyPrimary(abi.decode(result, (string)), lookupAddress, coinType, reverseResolver, gateways);
    }

    function reverseCallback(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (string memory, address, address)
    {
        Pending memory pending = abi.decode(extraData, (Pending));
        (bytes memory lookupAddress, uint256 coinType, address reverseResolver) =
            abi.decode(pending.context, (bytes, uint256, address));
        string memory primary = abi.decode(_callback(pending, response), (string));
        return _verifyPrimary(primary, lookupAddress, coinType, reverseResolver, pending.gateways);
    }

    function reverseForwardCallback(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (string memory, address, address)
    {
        Pending memory pending = abi.decode(extraData, (Pending));
        (string memory primary, bytes memory lookupAddress, uint256 coinType, address reverseResolver) =
            abi.decode(pending.context, (string, bytes, uint256, address));
        _checkAddress(primary, _callback(pending, response), lookupAddress, coinType);
        return (primary, pending.resolver, reverseResolver);
    }

    // --- ENSIP-10: the resolver of a name or of its nearest ancestor

    function findResolver(bytes memory name) public view returns (address) {
        uint256 offset = 0;
        while (offset < name.length) {
            address resolver = registry.resolver(namehash(name, offset));
            if (resolver != address(0)) {
                if (resolver.code.length == 0) revert ResolverNotContract(name, resolver);
                return resolver;
            }
            uint256 length = uint8(name[offset]);
            if (length == 0) break;
            offset += length + 1;
        }
        revert ResolverNotFound(name);
    }

    /// The namehash of the DNS-encoded name from `offset`.
    function namehash(bytes memory name, uint256 offset) public pure returns (bytes32 node) {
        if (offset >= name.length) revert DNSDecodingFailed(name);
        uint256 length = uint8(name[offset]);
        if (length == 0) return bytes32(0);
        if (offset + 1 + length > name.length) revert DNSDecodingFailed(name);
        bytes32 label;
        assembly {
            label := keccak256(add(add(name, 33), offset), length)
        }
        return keccak256(abi.encodePacked(namehash(name, offset + 1 + length), label));
    }

    /// `alice.portico.id` → `\x05alice\x07portico\x02id\x00`.
    function dnsEncode(string memory name) public pure returns (bytes memory dns) {
        bytes memory text = bytes(name);
        dns = new bytes(text.length + 2);
        uint256 start = 0;
        for (uint256 i = 0; i <= text.length; i++) {
            if (i == text.length || text[i] == ".") {
                uint256 length = i - start;
                if (length == 0 || length > 255) revert DNSDecodingFailed(text);
                dns[start] = bytes1(uint8(length));
                for (uint256 j = start; j < i; j++) dns[j + 1] = text[j];
                start = i + 1;
            }
        }
        dns[text.length + 1] = 0;
    }

    // --- internals

    function _verifyPrimary(
        string memory primary,
        bytes memory lookupAddress,
        uint256 coinType,
        address reverseResolver,
        string[] memory gateways
    )
        private
        view
        returns (string memory, address, address)
    {
        if (bytes(primary).length == 0) return ("", address(0), reverseResolver);
        bytes memory dns = dnsEncode(primary);
        address resolver = findResolver(dns);
        bytes memory result = _resolve(
            resolver,
            dns,
            coinType == COIN_TYPE_ETH
                ? abi.encodeWithSelector(ADDR, namehash(dns, 0))
                : abi.encodeWithSelector(ADDR_COIN, namehash(dns, 0), coinType),
            this.reverseForwardCallback.selector,
            abi.encode(primary, lookupAddress, coinType, reverseResolver),
            gateways
        );
        _checkAddress(primary, result, lookupAddress, coinType);
        return (primary, resolver, reverseResolver);
    }

    function _checkAddress(string memory primary, bytes memory result, bytes memory lookupAddress, uint256 coinType)
        private
        pure
    {
        bytes memory resolved =
            coinType == COIN_TYPE_ETH ? abi.encodePacked(abi.decode(result, (address))) : abi.decode(result, (bytes));
        if (keccak256(resolved) != keccak256(lookupAddress)) {
            revert ReverseAddressMismatch(primary, resolved);
        }
    }

    /// Asks `resolver` (ENSIP-10 `resolve(name, data)` when it has it, else `data` directly); an
    /// OffchainLookup is re-raised with this contract as sender and `callback` to come back to.
    function _resolve(
        address resolver,
        bytes memory name,
        bytes memory data,
        bytes4 callback,
        bytes memory context,
        string[] memory gateways
    )
        private
        view
        returns (bytes memory)
    {
        bool extended = _supports(resolver, EXTENDED_RESOLVER);
        (bool ok, bytes memory answer) = resolver.staticcall(
            extended ? abi.encodeWithSelector(EXTENDED_RESOLVER, name, data) : data
        );
        if (ok) return extended ? abi.decode(answer, (bytes)) : answer;
        if (answer.length >= 4 && bytes4(answer) == OffchainLookup.selector) {
            _reraise(Pending(resolver, callback, answer, context, gateways));
        }
        revert ResolverError(answer);
    }

    /// An OffchainLookup raised by a resolver.
    struct Lookup {
        address sender;
        string[] urls;
        bytes callData;
        bytes4 callback;
        bytes extraData;
    }

    /// `step` carries this contract's callback and the resolver's revert data in `extraData`.
    function _reraise(Pending memory step) private view {
        Lookup memory lookup;
        (lookup.sender, lookup.urls, lookup.callData, lookup.callback, lookup.extraData) =
            abi.decode(_slice(step.extraData, 4), (address, string[], bytes, bytes4, bytes));
        if (lookup.sender != step.resolver) revert ResolverError(step.extraData);
        Query[] memory queries = new Query[](1);
        queries[0] = Query(lookup.sender, lookup.urls, lookup.callData);
        revert OffchainLookup(
            address(this),
            step.gateways,
            abi.encodeWithSelector(QUERY, queries),
            step.callback,
            abi.encode(Pending(step.resolver, lookup.callback, lookup.extraData, step.context, step.gateways))
        );
    }

    /// The batch gateway's answer `(failures, responses)` handed to the resolver's callback.
    function _callback(Pending memory pending, bytes calldata response) private view returns (bytes memory) {
        (bool[] memory failures, bytes[] memory responses) = abi.decode(response, (bool[], bytes[]));
        if (failures.length != 1 || responses.length != 1) revert ResolverError(response);
        if (failures[0]) revert ResolverError(responses[0]);
        (bool ok, bytes memory answer) =
            pending.resolver.staticcall(abi.encodeWithSelector(pending.callback, responses[0], pending.extraData));
        if (!ok) revert ResolverError(answer);
        return abi.decode(answer, (bytes));
    }

    function _supports(address target, bytes4 interfaceId) private view returns (bool) {
        (bool ok, bytes memory answer) =
            target.staticcall(abi.encodeWithSelector(IERC165.supportsInterface.selector, interfaceId));
        return ok && answer.length >= 32 && abi.decode(answer, (bool));
    }

    /// ENSIP-19's reverse name of an address for a coin type, e.g. `f39f…2266.80007a6a.reverse`.
    function _reverseName(bytes calldata lookupAddress, uint256 coinType) private pure returns (string memory) {
        bytes memory namespace = coinType == COIN_TYPE_ETH
            ? bytes("addr")
            : coinType == COIN_TYPE_DEFAULT ? bytes("default") : _hex(abi.encodePacked(coinType), true);
        return string(abi.encodePacked(_hex(lookupAddress, false), ".", namespace, ".reverse"));
    }

    /// Lower-case hex of `data`; `unpadded`: without leading zeros (at least one digit).
    function _hex(bytes memory data, bool unpadded) private pure returns (bytes memory out) {
        bytes memory hexChars = "0123456789abcdef";
        out = new bytes(data.length * 2);
        uint256 start = 0;
        bool leading = unpadded;
        for (uint256 i = 0; i < out.length; i++) {
            uint8 digit = i % 2 == 0 ? uint8(data[i / 2]) >> 4 : uint8(data[i / 2]) & 0x0f;
            if (leading && digit == 0 && i + 1 < out.length) {
                start++;
                continue;
            }
            leading = false;
            out[i - start] = hexChars[digit];
        }
        assembly {
            mstore(out, sub(mload(out), start))
        }
    }

    function _slice(bytes memory data, uint256 start) private pure returns (bytes memory out) {
        out = new bytes(data.length - start);
        for (uint256 i = 0; i < out.length; i++) out[i] = data[start + i];
    }
}
